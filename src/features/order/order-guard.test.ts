import { describe, expect, it } from "vitest";
import { EMPTY_LOCATION } from "../../domain/location";
import { orderGuard } from "./order-guard";
import { DELIVERY, PICKUP } from "../../domain/order-type";

const mirabad = { RestaurantId: "mirabad", RegionId: 1, Longitude: 69.281, Latitude: 41.303 };

describe("the order route guard", () => {
  it("sends an empty cart back first, whatever the location", () => {
    expect(orderGuard({ lineCount: 0, location: mirabad, orderTypeId: DELIVERY })).toBe("emptyCart");
    expect(orderGuard({ lineCount: 0, location: EMPTY_LOCATION, orderTypeId: DELIVERY })).toBe("emptyCart");
  });

  it("needs a location with a restaurant", () => {
    expect(orderGuard({ lineCount: 2, location: EMPTY_LOCATION, orderTypeId: DELIVERY })).toBe("noLocation");
    expect(orderGuard({ lineCount: 2, location: { ...mirabad, RestaurantId: "" }, orderTypeId: DELIVERY })).toBe("noLocation");
  });

  it("needs the delivery point for delivery, only the restaurant for pickup", () => {
    const noPoint = { ...mirabad, Longitude: 0, Latitude: 0 };
    expect(orderGuard({ lineCount: 1, location: noPoint, orderTypeId: DELIVERY })).toBe("noLocation");
    expect(orderGuard({ lineCount: 1, location: noPoint, orderTypeId: PICKUP })).toBe("ok");
  });

  it("lets a cart with a delivery address or a pickup restaurant through", () => {
    expect(orderGuard({ lineCount: 1, location: mirabad, orderTypeId: DELIVERY })).toBe("ok");
    expect(orderGuard({ lineCount: 1, location: mirabad, orderTypeId: PICKUP })).toBe("ok");
  });
});
