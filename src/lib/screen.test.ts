// @vitest-environment happy-dom
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { readScreen, screenAtom, screenFlags } from "./screen";

const on = (width: number) =>
  Object.entries(screenFlags(width))
    .filter(([, value]) => value)
    .map(([name]) => name)
    .sort();

describe("screenFlags (breakpoints)", () => {
  it.each([
    [320, ["mobile", "tabletAndLower"]],
    [599, ["mobile", "tabletAndLower"]],
    [600, ["tablet", "tabletAndLower"]],
    [1024, ["tablet", "tabletAndLower"]],
    [1025, ["laptop"]],
    [1439, ["laptop"]],
    [1440, ["monitor"]],
    [1919, ["monitor"]],
    [1920, ["xxl"]],
    [2560, ["xxl"]],
  ])("%i px → %j", (width, flags) => {
    expect(on(width)).toEqual(flags);
  });

  it("reads the viewport's size with its flags", () => {
    expect(readScreen({ innerWidth: 1280, innerHeight: 900 })).toMatchObject({ width: 1280, height: 900, laptop: true, mobile: false });
  });
});

function setViewport(width: number, height: number) {
  Object.defineProperty(window, "innerWidth", { value: width, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: height, configurable: true });
}

describe("screenAtom", () => {
  it("follows window resizes, once per frame, with a single listener", async () => {
    const add = vi.spyOn(window, "addEventListener");
    setViewport(390, 844);
    const store = createStore();
    const seen: number[] = [];
    const unsubscribe = store.sub(screenAtom, () => seen.push(store.get(screenAtom).width));
    const unsubscribe2 = store.sub(screenAtom, () => undefined);
    expect(add.mock.calls.filter(([type]) => type === "resize")).toHaveLength(1);
    expect(store.get(screenAtom)).toMatchObject({ width: 390, mobile: true });
    seen.length = 0;

    setViewport(800, 600);
    window.dispatchEvent(new Event("resize"));
    setViewport(1280, 900);
    window.dispatchEvent(new Event("resize"));
    await vi.waitFor(() => expect(store.get(screenAtom)).toMatchObject({ width: 1280, height: 900, laptop: true }));
    expect(seen).toEqual([1280]);
    unsubscribe();
    unsubscribe2();
    add.mockRestore();
  });
});
