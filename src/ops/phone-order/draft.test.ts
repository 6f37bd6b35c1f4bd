import { describe, expect, it } from "vitest";
import type { OperatorRestaurant } from "../../contract/operator-restaurants";
import { addLine, deliveringRestaurant, type Draft, emptyDraft, orderBody, setLineCount, subtotal } from "./draft";

// Two restaurants as the console lists them (only the fields the draft reads matter): Mirabad's zone
// a square around its point, Chilanzar's elsewhere, and one without a zone (pickup only).
const square = (lon: number, lat: number): [number, number][] => [
  [lon - 0.02, lat - 0.02],
  [lon + 0.02, lat - 0.02],
  [lon + 0.02, lat + 0.02],
  [lon - 0.02, lat + 0.02],
];
const restaurant = (id: string, zone: [number, number][] | null) => ({ id, isActive: true, zone }) as unknown as OperatorRestaurant;
const mirabad = restaurant("mirabad", square(69.28, 41.3));
const restaurants = [restaurant("pickup-only", null), restaurant("chilanzar", square(69.2, 41.27)), mirabad];
const inMirabad: [number, number] = [69.281, 41.303];

const pizza = { productId: "margherita", name: "Margherita", price: 59_000 };
const dough = { id: "thin", name: "Thin", price: 0, count: 1 };
const cheese = { id: "cheese", name: "Cheese", price: 8_000, count: 2 };

function ready(patch: Partial<Draft> = {}): Draft {
  return {
    ...emptyDraft("en", null),
    phoneDigits: "907770401",
    name: " Bobur ",
    point: inMirabad,
    street: "Shakhrisabz Street",
    house: "16",
    lines: addLine([], { ...pizza, modifiers: [dough] }),
    ...patch,
  };
}

describe("an order by phone before it is sent", () => {
  it("goes to the restaurant whose zone holds the point, none outside every zone", () => {
    expect(deliveringRestaurant(restaurants, inMirabad)?.id).toBe("mirabad");
    expect(deliveringRestaurant(restaurants, [60.5, 40.1])).toBeNull();
    expect(deliveringRestaurant(restaurants, null)).toBeNull();
  });

  it("adds the same choice to its line, another choice as a line of its own, and prices them with modifiers", () => {
    let lines = addLine([], { ...pizza, modifiers: [dough, { ...cheese, count: 0 }] });
    lines = addLine(lines, { ...pizza, modifiers: [dough] });
    lines = addLine(lines, { ...pizza, modifiers: [dough, cheese] });
    expect(lines.map((l) => l.count)).toEqual([2, 1]);
    expect(subtotal(lines)).toBe(2 * 59_000 + (59_000 + 2 * 8_000));
    expect(setLineCount(lines, lines[0].key, 0)).toHaveLength(1);
  });

  it("is the site's body once the caller, the address and a product are there; incomplete, nothing", () => {
    expect(orderBody(ready(), mirabad)).toMatchObject({
      orderTypeId: 0,
      restaurantId: "mirabad",
      phone: "+998907770401",
      name: "Bobur",
      address: { longitude: 69.281, latitude: 41.303, address: "Shakhrisabz Street", house: "16" },
      products: [{ id: "margherita", count: 1, modifiers: [{ id: "thin", count: 1 }] }],
      paymentType: "cash",
      slot: null,
      language: 3,
    });
    expect(orderBody(ready({ phoneDigits: "90777" }), mirabad)).toBeNull();
    expect(orderBody(ready({ house: "" }), mirabad)).toBeNull();
    expect(orderBody(ready({ lines: [] }), mirabad)).toBeNull();
    expect(orderBody(ready(), null)).toBeNull();
    expect(orderBody(ready({ orderTypeId: 200, point: null, street: "" }), mirabad)).toMatchObject({
      orderTypeId: 200,
      address: null,
    });
  });
});
