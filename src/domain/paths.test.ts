import { describe, expect, it } from "vitest";
import { isAppPath, splitLocale, withLocale } from "./paths";

describe("route table", () => {
  it("splits the language prefix", () => {
    expect(splitLocale("/en/news/3")).toEqual({ locale: "en", rest: "/news/3" });
    expect(splitLocale("/uz")).toEqual({ locale: "uz", rest: "/" });
    expect(splitLocale("/english")).toEqual({ locale: "ru", rest: "/english" });
  });

  it("moves a page to another language", () => {
    expect(withLocale("/news/3", "en")).toBe("/en/news/3");
    expect(withLocale("/en/news/3", "ru")).toBe("/news/3");
    expect(withLocale("/uz", "ru")).toBe("/");
    expect(withLocale("/", "uz")).toBe("/uz");
  });

  it("knows every page of docs/product-rules.md §3 and nothing else", () => {
    for (const p of [
      "/",
      "/news",
      "/news/1",
      "/stocks/2",
      "/order",
      "/tracker/9",
      "/profile",
      "/contacts",
      "/vacancies",
      "/vacancies/form",
      "/delivery-map",
    ]) {
      expect(isAppPath(p)).toBe(true);
      expect(isAppPath(withLocale(p, "en"))).toBe(true);
    }
    expect(isAppPath("/menu")).toBe(false);
    expect(isAppPath("/news/1/2")).toBe(false);
  });
});
