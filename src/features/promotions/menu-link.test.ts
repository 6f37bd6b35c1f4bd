import { describe, expect, it } from "vitest";
import { parseMenuHash } from "../menu/deep-link";
import { menuFolderHref } from "./menu-link";

describe("menuFolderHref", () => {
  it("puts the folder in the hash of the menu in the page's language", () => {
    expect(menuFolderHref("ru", 2)).toBe("~/#2");
    expect(menuFolderHref("en", 2)).toBe("~/en#2");
    expect(menuFolderHref("uz", 7)).toBe("~/uz#7");
  });

  it("writes a hash the menu reads back", () => {
    const href = menuFolderHref("en", 12);
    expect(parseMenuHash(href.slice(href.indexOf("#")))).toBe(12);
  });
});
