import { describe, expect, it } from "vitest";
import { sectionFromPath, sectionPath, visibleSections } from "./sections";

describe("console sections", () => {
  it("gives a manager only orders, stop-list and restaurant hours; an admin everything", () => {
    expect(visibleSections({ role: "manager" })).toEqual(["orders", "stop-list", "restaurants"]);
    expect(visibleSections({ role: "admin" })).toEqual([
      "orders",
      "stop-list",
      "menu",
      "restaurants",
      "content",
      "applications",
      "links",
      "staff",
    ]);
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
