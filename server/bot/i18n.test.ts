// The bot's catalogues: every text has its Russian and Uzbek with the same {placeholders}, every
// status label of the table of order facts has a word in each language, and the .po reader keeps
// what Lingui writes (continued lines, escapes).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/domain/locales";
import { STATUS, STATUS_CODES } from "../../src/domain/order-status";
import { PICKUP } from "../../src/domain/order-type";
import { BOT_CATALOGUE, botLocalesDir } from "./i18n";
import { parsePo } from "./po";
import { say, statusText, T } from "./texts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the bot's catalogues", () => {
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [locale, parsePo(fs.readFileSync(path.join(botLocalesDir(), locale, BOT_CATALOGUE), "utf8"))]),
  );

  it.each(LOCALES)("%s has every text, with the English's placeholders", (locale) => {
    for (const text of Object.values(T)) {
      const translated = catalogues[locale]?.get(text.id);
      expect(translated, text.id).toBeTruthy();
      expect(placeholders(translated ?? ""), text.id).toEqual(placeholders(text.message));
    }
  });

  it("fills placeholders and speaks each language", () => {
    expect(say(T.order, "ru", { id: 55 })).toBe("Заказ №55");
    expect(say(T.order, "en", { id: 55 })).toBe("Order #55");
    expect(say(T.cancelSure, "uz", { id: 7 })).toBe("❌ Ha, №7 ni bekor qilish");
  });

  it("names every status in every language, a pickup's ready apart", () => {
    for (const locale of LOCALES) for (const code of STATUS_CODES) expect(statusText(code, locale)).not.toBe(String(code));
    expect(statusText(STATUS.ready, "ru")).toBe("готов");
    expect(statusText(STATUS.ready, "ru", PICKUP)).toBe("готов, можно забирать");
    expect(statusText(7, "en")).toBe("7");
  });
});

describe("parsePo", () => {
  it("reads continued lines and escapes, and skips the header and comments", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: ru\\n"',
      "",
      "#. js-lingui-explicit-id",
      "#: server/bot/texts.ts:1",
      'msgid "bot.help"',
      'msgstr ""',
      '"/menu — меню\\n"',
      '"Скажите \\"да\\""',
      "",
      'msgid "bot.empty"',
      'msgstr ""',
    ].join("\n");
    expect([...parsePo(po)]).toEqual([
      ["bot.help", '/menu — меню\nСкажите "да"'],
      ["bot.empty", ""],
    ]);
  });
});
