import { describe, expect, it } from "vitest";
import { mayChangeChain, mayRunRestaurant, restaurantScope } from "./staff-roles";

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
});
