// One currency word per language in the console, the one money() prints (src/domain/money.ts):
// "UZS" in English, "сум" in Russian, "so‘m" in Uzbek. The English console said "Minimum order,
// so'm" and "1 point = 1 so'm" next to amounts written "0 UZS".
import { describe, expect, it } from "vitest";
import en from "../../locales/en/ops.po?raw";
import ru from "../../locales/ru/ops.po?raw";
import uz from "../../locales/uz/ops.po?raw";
import { LOCALES, type Locale } from "../domain/locales";
import { money } from "./format";

const WORDS: Record<Locale, RegExp> = { en: /\bUZS\b/, ru: /сум/, uz: /so‘m/ };
const ANY = /\bUZS\b|\bсум\b|сумов|so['‘’]m/;

function msgstrs(locale: Locale): string[] {
  const text = { en, ru, uz }[locale];
  // Without placeholders ("{sum}"): only the words around them.
  return [...text.matchAll(/^msgstr "(.*)"$/gm)].map((m) => m[1].replace(/\{\w+\}/g, "")).filter(Boolean);
}

describe("the console's currency word", () => {
  it.each(LOCALES)("is money()'s own in %s", (locale) => {
    expect(money(1, locale)).toMatch(WORDS[locale]);
    const currency = msgstrs(locale).filter((s) => ANY.test(s));
    expect(currency.length).toBeGreaterThan(0);
    expect(currency.filter((s) => !WORDS[locale].test(s))).toEqual([]);
  });
});
