// The app's own words in each language, read from its message catalogues, so a test finds a
// control by the name a customer reads or hears (its label, its accessible name), not by markup.
import fs from "node:fs";
import path from "node:path";

export type Lang = "ru" | "en" | "uz";

const catalogs = new Map<Lang, Map<string, string>>();

/** msgid → msgstr (single-line entries, as Lingui writes them). */
function catalog(lang: Lang): Map<string, string> {
  let entries = catalogs.get(lang);
  if (!entries) {
    entries = new Map();
    const po = fs.readFileSync(path.join("locales", lang, "messages.po"), "utf8");
    for (const block of po.split(/\n\s*\n/)) {
      const id = /^msgid "(.*)"$/m.exec(block)?.[1];
      const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
      if (id) entries.set(unquote(id), unquote(str ?? ""));
    }
    catalogs.set(lang, entries);
  }
  return entries;
}

const unquote = (s: string) => s.replace(/\\(["\\])/g, "$1");
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A message of the app in `lang`, its placeholders filled from `values`: the exact text when every
 * placeholder is given, else a pattern in which each missing one stands for any text.
 */
export function text(lang: Lang, message: string, values: Record<string, string> = {}): string | RegExp {
  const translated = lang === "en" ? message : catalog(lang).get(message);
  if (!translated) throw new Error(`"${message}" is not in the ${lang} catalogue`);
  const parts = translated.split(/\{(\w+)\}/);
  if (parts.every((part, i) => i % 2 === 0 || part in values)) return parts.map((part, i) => (i % 2 ? values[part] : part)).join("");
  return new RegExp(
    `^${parts.map((part, i) => (i % 2 ? (part in values ? escapeRegExp(values[part]) : ".+") : escapeRegExp(part))).join("")}$`,
  );
}

/** A message of the app with no placeholders, in `lang`. */
export const say = (lang: Lang, message: string) => text(lang, message) as string;

/** A message with no placeholders in any of the app's languages, as one exact pattern. */
export const inAnyLang = (message: string) =>
  new RegExp(`^(${(["ru", "en", "uz"] as const).map((lang) => escapeRegExp(say(lang, message))).join("|")})$`);
