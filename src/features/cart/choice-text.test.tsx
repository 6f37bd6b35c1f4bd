// The cart's, the tracker's and the order history's wording of a builder choice, in each language
// from the real catalogues: the size and dough, then what is left out, each half's named plainly.
import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../domain/locales";
import { type ChoiceForText, useChoiceText } from "./choice-text";

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../../locales/ru/messages.po"),
  en: () => import("../../../locales/en/messages.po"),
  uz: () => import("../../../locales/uz/messages.po"),
};

async function textIn(locale: Locale, choice: ChoiceForText) {
  i18n.load(locale, (await catalogues[locale]()).messages);
  i18n.activate(locale);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const { result } = renderHook(() => useChoiceText(), { wrapper });
  return result.current(choice);
}

const whole: ChoiceForText = { name: "BBQ chicken", variant: "35 cm, thin", removed: [{ name: "Red onion" }, { name: "Olives" }] };
const halves: ChoiceForText = {
  name: "Margherita",
  variant: "30 cm, classic",
  removed: [{ name: "Basil" }],
  half: { name: "Pepperoni", removed: [{ name: "Jalapeño" }] },
};

describe("a builder choice's text", () => {
  it("is the name, then the size and dough and what is left out, in lower case", async () => {
    expect(await textIn("en", whole)).toEqual({ title: "BBQ chicken", details: ["35 cm, thin", "without red onion, olives"] });
    expect((await textIn("ru", whole)).details).toEqual(["35 cm, thin", "без: red onion, olives"]);
    expect((await textIn("uz", whole)).details).toEqual(["35 cm, thin", "olib tashlangan: red onion, olives"]);
  });

  it("names two halves in the title and each half's removals by its plain name", async () => {
    expect(await textIn("en", halves)).toEqual({
      title: "½ Margherita + ½ Pepperoni",
      details: ["30 cm, classic", "Margherita: without basil", "Pepperoni: without jalapeño"],
    });
    expect((await textIn("ru", halves)).details).toEqual(["30 cm, classic", "Margherita: без: basil", "Pepperoni: без: jalapeño"]);
  });

  it("is the name alone for a plain product, and leaves out a half with nothing removed", async () => {
    expect(await textIn("en", { name: "Cola" })).toEqual({ title: "Cola", details: [] });
    expect((await textIn("en", { ...halves, variant: null, removed: [] })).details).toEqual(["Pepperoni: without jalapeño"]);
  });
});
