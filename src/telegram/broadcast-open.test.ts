import { describe, expect, it } from "vitest";
import { broadcastIdIn } from "./broadcast-open";

describe("a broadcast's id in the mini-app's address", () => {
  it("is read from bc, a positive whole number", () => {
    expect(broadcastIdIn("https://pizza.example/en?tgWebAppStartParam=folder-3&bc=12")).toBe(12);
    expect(broadcastIdIn("https://pizza.example/?promo=PIZZA10&bc=7#tgWebAppData=x")).toBe(7);
  });
  it("is null when absent or junk", () => {
    for (const href of [
      "https://pizza.example/",
      "https://pizza.example/?bc=",
      "https://pizza.example/?bc=0",
      "https://pizza.example/?bc=1e3",
      "https://pizza.example/?bc=-4",
    ])
      expect(broadcastIdIn(href), href).toBeNull();
  });
});
