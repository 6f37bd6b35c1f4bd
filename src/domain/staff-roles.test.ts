import { describe, expect, it } from "vitest";
import {
  mayCallOperatorPath,
  mayChangeChain,
  mayManageRestaurant,
  mayRunRestaurant,
  needsRestaurant,
  restaurantScope,
} from "./staff-roles";

const admin = { role: "admin" as const, restaurantId: null };
const manager = { role: "manager" as const, restaurantId: "mirabad" };

describe("staff roles", () => {
  it("lets an admin run every restaurant and the chain", () => {
    expect(mayRunRestaurant(admin, "mirabad")).toBe(true);
    expect(mayRunRestaurant(admin, "chilanzar")).toBe(true);
    expect(mayChangeChain(admin)).toBe(true);
    expect(restaurantScope(admin)).toBeNull();
  });

  it("keeps a manager to their own restaurant and out of chain-wide changes", () => {
    expect(mayRunRestaurant(manager, "mirabad")).toBe(true);
    expect(mayRunRestaurant(manager, "chilanzar")).toBe(false);
    expect(mayChangeChain(manager)).toBe(false);
    expect(restaurantScope(manager)).toBe("mirabad");
  });

  it("keeps a cook to the kitchen's calls and a courier to the courier's", () => {
    for (const path of ["/me", "/orders/events", "/kitchen", "/kitchen/orders/12/advance"])
      expect(mayCallOperatorPath("cook", path), path).toBe(true);
    for (const path of [
      "/orders",
      "/orders/12/advance",
      "/stop-list",
      "/staff",
      "/courier",
      "/orders/12/courier/location",
      "/kitchen/printing",
    ])
      expect(mayCallOperatorPath("cook", path), path).toBe(false);
    for (const path of [
      "/me",
      "/orders/events",
      "/courier",
      "/courier/orders/3/take",
      "/courier/orders/3/picked-up",
      "/courier/orders/3/delivered",
      "/orders/3/courier/location",
    ])
      expect(mayCallOperatorPath("courier", path), path).toBe(true);
    for (const path of ["/orders", "/kitchen", "/courier/orders/3/assign", "/orders/3", "/courier/orders/3/take/x"])
      expect(mayCallOperatorPath("courier", path), path).toBe(false);
    expect(mayCallOperatorPath("manager", "/staff")).toBe(true);
  });

  it("gives every role but admin a restaurant, and lets only its manager or an admin manage it", () => {
    expect(needsRestaurant("admin")).toBe(false);
    for (const role of ["manager", "cook", "courier"] as const) expect(needsRestaurant(role)).toBe(true);
    expect(mayManageRestaurant(manager, "mirabad")).toBe(true);
    expect(mayManageRestaurant({ role: "cook", restaurantId: "mirabad" }, "mirabad")).toBe(false);
    expect(mayManageRestaurant(admin, "chilanzar")).toBe(true);
  });
});
