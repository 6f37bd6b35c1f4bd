import { describe, expect, it } from "vitest";
import { keepMenuOnError, type ShopResponse, toShop } from "./get-shop";

const menu = (restId: string, error: string | null = null): ShopResponse => ({
  folders: [{ id: 1, name: restId }],
  products: [],
  productsForCart: [],
  restId,
  restName: restId,
  regionId: 1,
  opensAt: "10:00",
  closesAt: "23:00",
  deliveryDuration: 30,
  halfPricing: "dearer",
  priceOfDelivery: 10000,
  error,
});

describe("a menu response with an error", () => {
  it("keeps the menu on screen and carries the reason", () => {
    const shown = keepMenuOnError(menu("a"), menu("b", "We do not deliver to this address yet"));
    expect(shown.restId).toBe("a");
    expect(shown.folders[0].name).toBe("a");
    expect(shown.error).toBe("We do not deliver to this address yet");
  });

  it("replaces the menu when there is no error", () => {
    expect(keepMenuOnError(menu("a"), menu("b")).restId).toBe("b");
  });

  it("shows the response when there is nothing to keep", () => {
    expect(keepMenuOnError(undefined, menu("b", "closed"))).toMatchObject({ restId: "b", error: "closed" });
  });
});

describe("the menu from the wire", () => {
  it("reads the wire's starTime and endTime as opensAt and closesAt", () => {
    const wire = {
      folders: [],
      products: [],
      productsForCart: [],
      restId: "a",
      restName: "a",
      regionId: 1,
      deliveryDuration: 30,
      halfPricing: "dearer" as const,
      priceOfDelivery: 0,
      error: null,
    };
    const shop = toShop({ ...wire, starTime: "09:30", endTime: "02:00" });
    expect(shop).toMatchObject({ restId: "a", opensAt: "09:30", closesAt: "02:00" });
    expect(shop).not.toHaveProperty("starTime");
  });
});
