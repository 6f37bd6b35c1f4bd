import { describe, expect, it } from "vitest";
import { courierDistanceLine } from "./courier-distance";

const courier = { latitude: 41.3, longitude: 69.24 };
const home = { latitude: 41.327, longitude: 69.24 };

describe("the courier's distance in the bot's message", () => {
  it("says kilometres along the streets and minutes, in the customer's language", () => {
    expect(courierDistanceLine(courier, home, "en")).toBe("The courier is 4.2 km away, about 11 min");
    expect(courierDistanceLine(courier, home, "ru")).toMatch(/4,2.*11/);
    expect(courierDistanceLine(courier, home, "uz")).toMatch(/4,2.*11/);
  });
});
