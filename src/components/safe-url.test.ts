import { describe, expect, it } from "vitest";
import { classifyUrl, isAllowedHref } from "./safe-url";

const ORIGIN = "https://lazzatpizza.uz";
const kind = (href: string | null | undefined) => classifyUrl(href, ORIGIN).kind;

describe("classifyUrl", () => {
  it.each([
    ["/stocks/2", "/stocks/2"],
    ["/en/news/1?x=1#top", "/en/news/1?x=1#top"],
    ["https://lazzatpizza.uz/uz/vacancies", "/uz/vacancies"],
    ["HTTPS://LAZZATPIZZA.UZ/contacts", "/contacts"],
    ["news/3", "/news/3"],
  ])("follows %s inside the app as %s", (href, path) => {
    expect(classifyUrl(href, ORIGIN)).toEqual({ kind: "internal", path });
  });

  it.each(["https://t.me/lazzatpizza_bot", "http://example.com/page", "//evil.example/path", "http://lazzatpizza.uz/news"])(
    "opens %s as an external page",
    (href) => {
      expect(kind(href)).toBe("external");
    },
  );

  it("keeps mailto: and tel: for the device", () => {
    expect(classifyUrl("tel:+998712000000", ORIGIN)).toEqual({ kind: "contact", href: "tel:+998712000000" });
    expect(kind("mailto:hello@lazzatpizza.uz")).toBe("contact");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0001javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "blob:https://lazzatpizza.uz/0b1f",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/",
    "https://user:pass@evil.example/",
    "http://[invalid",
    "",
    "   ",
    null,
    undefined,
  ])("refuses %j", (href) => {
    expect(kind(href)).toBe("blocked");
    expect(isAllowedHref(href, ORIGIN)).toBe(false);
  });

  it("refuses everything when the page's origin cannot be read", () => {
    expect(classifyUrl("/news", "not a url").kind).toBe("blocked");
  });
});
