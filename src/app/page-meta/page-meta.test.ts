import { type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../domain/locales";
import { type PageName, paths } from "../../domain/paths";
import { pageMeta, pageOf } from "./page-meta";

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../../locales/ru/messages.po"),
  en: () => import("../../../locales/en/messages.po"),
  uz: () => import("../../../locales/uz/messages.po"),
};
const i18nFor = async (locale: Locale) => setupI18n({ locale, messages: { [locale]: (await catalogs[locale]()).messages } });

const samples: Record<PageName, string> = {
  home: "/",
  news: "/news",
  newsItem: "/news/5",
  stocks: "/stocks",
  stock: "/stocks/2",
  order: "/order",
  tracker: "/tracker/17",
  profile: "/profile",
  contacts: "/contacts",
  vacancies: "/vacancies",
  vacancyForm: "/vacancies/form",
  deliveryMap: "/delivery-map",
};

describe("pages' titles and descriptions", () => {
  it("know every page of the route table, in any language's prefix", () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(paths).sort());
    for (const [name, path] of Object.entries(samples)) {
      expect(pageOf(path)).toBe(name);
      expect(pageOf(`/uz${path === "/" ? "" : path}`)).toBe(name);
    }
    expect(pageOf("/no-such-page")).toBeNull();
  });

  it.each(LOCALES)("are in %s, one title per section, each naming the chain", async (locale) => {
    const i18n = await i18nFor(locale);
    const en = await i18nFor("en");
    const sections = [
      "/",
      "/news",
      "/stocks",
      "/order",
      "/tracker/1",
      "/profile",
      "/contacts",
      "/vacancies",
      "/vacancies/form",
      "/delivery-map",
    ];
    const metas = sections.map((p) => pageMeta(i18n, p));
    expect(new Set(metas.map((m) => m.title)).size).toBe(sections.length);
    for (const [i, meta] of metas.entries()) {
      expect(meta.title).toMatch(/ · Lazzat Pizza$/);
      expect(meta.description.length).toBeGreaterThan(20);
      // Russian and Uzbek are translated, not the English source.
      if (locale !== "en") expect(meta.description).not.toBe(pageMeta(en, sections[i]).description);
    }
  });

  it("say 'not found' for a path that is no page", async () => {
    expect(pageMeta(await i18nFor("ru"), null).title).toBe("Страница не найдена · Lazzat Pizza");
    expect(pageMeta(await i18nFor("en"), "/no-such-page").title).toBe("Page not found · Lazzat Pizza");
  });
});
