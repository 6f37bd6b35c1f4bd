import { describe, expect, it } from "vitest";
import { detectLocale, languagesFromHeader, localeFromLanguages } from "./locale-detection";

describe("locale detection", () => {
  it("takes the language from the route prefix", () => {
    expect(detectLocale({ pathname: "/en/news", cookie: "uz", languages: ["uz"] })).toEqual({ locale: "en", redirectTo: null });
    expect(detectLocale({ pathname: "/uz", cookie: undefined, languages: [] })).toEqual({ locale: "uz", redirectTo: null });
    expect(detectLocale({ pathname: "/news", cookie: "en", languages: ["en"] })).toEqual({ locale: "ru", redirectTo: null });
  });

  it("sends / to the cookie's language", () => {
    expect(detectLocale({ pathname: "/", cookie: "en", languages: ["ru"] })).toEqual({ locale: "en", redirectTo: "/en" });
    expect(detectLocale({ pathname: "/", cookie: "ru", languages: ["en-US"] })).toEqual({ locale: "ru", redirectTo: null });
  });

  it("uses the browser's languages only on a first visit", () => {
    expect(detectLocale({ pathname: "/", cookie: undefined, languages: ["de-DE", "uz-UZ", "en"] })).toEqual({
      locale: "uz",
      redirectTo: "/uz",
    });
    expect(detectLocale({ pathname: "/", cookie: undefined, languages: ["de-DE"] })).toEqual({ locale: "ru", redirectTo: null });
  });

  it("ignores a cookie that names no supported language", () => {
    expect(detectLocale({ pathname: "/", cookie: "fr" as never, languages: ["en"] })).toEqual({ locale: "en", redirectTo: "/en" });
  });

  it("reads language tags in any case and separator", () => {
    expect(localeFromLanguages(["EN_gb"])).toBe("en");
    expect(localeFromLanguages(["ru-RU"])).toBe("ru");
    expect(localeFromLanguages([])).toBeUndefined();
  });
});

describe("Accept-Language", () => {
  it("lists the languages by preference, leaving out refused ones", () => {
    expect(languagesFromHeader("en-US,en;q=0.9,ru;q=0.8")).toEqual(["en-US", "en", "ru"]);
    expect(languagesFromHeader("ru;q=0.5, uz;q=0.9, en;q=0")).toEqual(["uz", "ru"]);
    expect(languagesFromHeader("*")).toEqual([]);
    expect(languagesFromHeader(undefined)).toEqual([]);
    expect(localeFromLanguages(languagesFromHeader("de-DE, uz-UZ;q=0.7"))).toBe("uz");
  });
});
