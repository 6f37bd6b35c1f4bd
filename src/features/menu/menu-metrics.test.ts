import { describe, expect, it } from "vitest";
import { screenFlags } from "../../lib/screen";
import { reservedGridHeight, stickyBarsHeight } from "./menu-metrics";

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
});
