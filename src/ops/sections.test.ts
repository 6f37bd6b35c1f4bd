import { describe, expect, it } from "vitest";
import { SECTIONS, sectionFromPath, sectionPath, sectionTitle, visibleSections } from "./sections";

const ids = (list: readonly { id: string }[]) => list.map((s) => s.id);

describe("console sections", () => {
  it("gives a manager only orders, orders by phone, stop-list, kitchen, couriers, hours, payments, customers and reports; a cook and a courier one screen; an admin everything", () => {
    expect(ids(visibleSections({ role: "manager" }))).toEqual([
      "orders",
      "phone-order",
      "stop-list",
      "kitchen",
      "courier",
      "restaurants",
      "payments",
      "customers",
      "reports",
    ]);
    expect(ids(visibleSections({ role: "cook" }))).toEqual(["kitchen"]);
    expect(ids(visibleSections({ role: "courier" }))).toEqual(["courier"]);
    expect(ids(visibleSections({ role: "admin" }))).toEqual([
      "orders",
      "phone-order",
      "stop-list",
      "kitchen",
      "courier",
      "menu",
      "restaurants",
      "payments",
      "customers",
      "reports",
      "promo-codes",
      "loyalty",
      "broadcasts",
      "content",
      "applications",
      "links",
      "staff",
    ]);
  });

  it("has one row per section: a unique address, a title and a screen", () => {
    expect(new Set(ids(SECTIONS)).size).toBe(SECTIONS.length);
    for (const section of SECTIONS) {
      expect(section.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(section.title.id, section.id).toBeTruthy();
      // A lazy screen: its chunk loads when the section first opens.
      expect(section.view.$$typeof, section.id).toBe(Symbol.for("react.lazy"));
    }
  });

  it("titles the restaurants section Hours for a manager, who runs one restaurant", () => {
    const restaurants = SECTIONS.find((s) => s.id === "restaurants");
    if (!restaurants) throw new Error("no restaurants section");
    expect(sectionTitle(restaurants, { role: "admin" }).message).toBe("Restaurants");
    expect(sectionTitle(restaurants, { role: "manager" }).message).toBe("Hours");
  });

  it("reads the section from the address in every language", () => {
    expect(sectionFromPath("/ops")).toBe("orders");
    expect(sectionFromPath("/en/ops/stop-list")).toBe("stop-list");
    expect(sectionFromPath("/uz/ops/staff/")).toBe("staff");
    expect(sectionFromPath("/ops/nonsense")).toBe("orders");
    expect(sectionPath("/uz/ops", "menu")).toBe("/uz/ops/menu");
    expect(sectionPath("/ops", "orders")).toBe("/ops");
  });
});
