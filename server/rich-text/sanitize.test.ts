import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize";

describe("rich text sanitiser", () => {
  it("removes scripts, event handlers and dangerous links, keeps the text and safe markup", () => {
    const dirty =
      '<h2>Hello</h2><script>alert(1)</script><p onclick="steal()">Text <strong>bold</strong></p>' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="data:text/html,x">data</a>' +
      '<a href="https://lazzat.uz/menu" target="_blank">ok</a><iframe src="https://evil"></iframe><style>body{}</style>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|data:|iframe|<img|<style/i);
    expect(clean).toContain("<h2>Hello</h2>");
    expect(clean).toContain("<strong>bold</strong>");
    expect(clean).toContain('<a href="https://lazzat.uz/menu" rel="noopener noreferrer">ok</a>');
    expect(clean).toContain(">bad</a>");
  });

  it("keeps tel: and mailto: links", () => {
    expect(sanitizeRichText('<a href="tel:+998712000000">call</a>')).toContain('href="tel:+998712000000"');
  });
});
