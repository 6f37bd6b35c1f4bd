import { describe, expect, it } from "vitest";
import { THEMES } from "./sample-themes";
import { AA_BODY_TEXT, contrastRatio, parseHex, readableColor } from "./readable-colors";

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe("the contrast rule (WCAG 2)", () => {
  it("gives the known ratios", () => {
    expect(ratio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(ratio("#ffffff", "#ffffff")).toBe(1);
    // Telegram's light hint on white: too light for text.
    expect(ratio("#999999", "#ffffff")).toBeCloseTo(2.85, 2);
    expect(ratio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

describe("readable colours from Telegram's theme", () => {
  it.each(Object.entries(THEMES))("in the %s theme meet AA on every background, as little changed as can be", (_name, theme) => {
    const grounds = [theme.bg_color, theme.section_bg_color, theme.secondary_bg_color];
    for (const color of [theme.hint_color, theme.destructive_text_color]) {
      expect(Math.min(...grounds.map((g) => ratio(color, g)))).toBeLessThan(AA_BODY_TEXT);
      const readable = readableColor(color, theme.text_color, grounds)!;
      for (const g of grounds) expect(ratio(readable, g)).toBeGreaterThanOrEqual(AA_BODY_TEXT);
      // Not simply the text colour: still a hint (or a warning), told apart from body text.
      expect(readable).not.toBe(theme.text_color);
    }
  });

  it("keep a colour that already reads, and refuse what is not a colour", () => {
    expect(readableColor("#555555", "#000000", ["#ffffff"])).toBe("#555555");
    expect(readableColor("#abc", "#000000", ["#ffffff"])).not.toBe("#aabbcc");
    expect(readableColor("var(--x)", "#000000", ["#ffffff"])).toBeNull();
  });
});
