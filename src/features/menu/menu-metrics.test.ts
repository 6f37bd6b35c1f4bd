import { describe, expect, it } from "vitest";
import { screenFlags } from "../../lib/screen";
import { firstScreenCount, reservedGridHeight, stickyBarsHeight } from "./menu-metrics";

describe("menu metrics", () => {
  it("the sticky bars are taller up to 1024 px, where the header has a second row", () => {
    expect(stickyBarsHeight(screenFlags(390))).toBe(165);
    expect(stickyBarsHeight(screenFlags(1024))).toBe(165);
    expect(stickyBarsHeight(screenFlags(1025))).toBe(122);
    expect(stickyBarsHeight(screenFlags(1920))).toBe(122);
  });

  it("reserves rows of cards by the breakpoint's columns", () => {
    expect(reservedGridHeight(0, screenFlags(390))).toBe(0);
    expect(reservedGridHeight(3, screenFlags(390))).toBe(3 * 180 + 2 * 12);
    expect(reservedGridHeight(3, screenFlags(800))).toBe(2 * 490 + 16);
    expect(reservedGridHeight(5, screenFlags(1280))).toBe(2 * 465 + 20);
    expect(reservedGridHeight(4, screenFlags(1600))).toBe(465);
  });

  it("counts the cards of whole rows that reach the bottom of the first screen", () => {
    expect(firstScreenCount({ ...screenFlags(390), height: 844 })).toBe(5);
    expect(firstScreenCount({ ...screenFlags(800), height: 1024 })).toBe(2 * 3);
    expect(firstScreenCount({ ...screenFlags(1280), height: 800 })).toBe(4 * 2);
    expect(firstScreenCount({ ...screenFlags(390), height: 0 })).toBe(1);
  });
});
