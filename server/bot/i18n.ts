// The bot's Lingui catalogues (locales/<locale>/bot.po), read once on first use: one I18n per
// language, since one process writes in all three at once. The compiled server finds them beside
// itself (dist/server/locales, copied by vite.server.config.ts); run from source (tsx, vitest), in
// the repository's locales/. A message missing from a catalogue falls back to its English.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LOCALES, type Locale } from "../../src/domain/locales";
import { parsePo } from "./po";

export const BOT_CATALOGUE = "bot.po";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The folder holding <locale>/bot.po: beside the compiled server, else the repository's locales/. */
export function botLocalesDir(): string {
  const candidates = [path.join(here, "locales"), path.join(here, "..", "..", "locales")];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "ru", BOT_CATALOGUE)));
  if (!found) throw new Error(`The bot's catalogues (<locale>/${BOT_CATALOGUE}) are in none of ${candidates.join(", ")}`);
  return found;
}

function load(dir: string): Record<Locale, I18n> {
  const instances = {} as Record<Locale, I18n>;
  for (const locale of LOCALES) {
    const entries = parsePo(fs.readFileSync(path.join(dir, locale, BOT_CATALOGUE), "utf8"));
    const messages = Object.fromEntries([...entries].filter(([, text]) => text !== "").map(([id, text]) => [id, compileMessage(text)]));
    const i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // English fallbacks of untranslated messages are compiled when used (in production too).
    i18n.setMessagesCompiler(compileMessage);
    instances[locale] = i18n;
  }
  return instances;
}

let loaded: Record<Locale, I18n> | null = null;

/** The bot's I18n for one language (the catalogues load on the first call). */
export function botI18n(locale: Locale): I18n {
  loaded ??= load(botLocalesDir());
  return loaded[locale];
}
