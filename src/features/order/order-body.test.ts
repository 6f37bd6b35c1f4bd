import { describe, expect, it } from "vitest";
import type { CartLine } from "../../domain/cart";
import type { ReconciledLine } from "../../domain/cart-reconcile";
import { buildOrderBody, orderProducts } from "./order-body";
import { EMPTY_FORM } from "./order-form";
import { DELIVERY, PICKUP } from "../../domain/order-type";

const line = (over: Partial<CartLine>): CartLine => ({
  id: 1,
  amount: 1,
  cartProdId: "p",
  modifiers: [],
  name: "P",
  imageUrl: "",
  price: 100,
  ...over,
});
const view = (l: CartLine, status: ReconciledLine["status"] = "ok"): ReconciledLine => ({
  line: l,
  status,
  unitPrice: l.price,
  lineTotal: l.price * l.amount,
});

const pizza = line({
  id: 1,
  cartProdId: "margherita",
  amount: 2,
  modifiers: [
    { id: "dough-thin", name: "Thin", price: 0, count: 1 },
    { id: "cheese", name: "Cheese", price: 9000, count: 2 },
  ],
});
const cola = line({ id: 2, cartProdId: "cola" });
const stopped = line({ id: 3, cartProdId: "tiramisu" });
const gone = line({ id: 4, cartProdId: "old-pizza" });
const menu = [
  {
    id: "margherita",
    modifiers: [
      { id: "dough-thin", isRequired: false },
      { id: "size-30", isRequired: true },
      { id: "cheese", isRequired: false },
    ],
  },
  { id: "cola", modifiers: [] },
  { id: "tiramisu", modifiers: [] },
];
const cart = [view(pizza), view(stopped, "stopped"), view(cola), view(gone, "gone")];
const location = { RestaurantId: "mirabad", RegionId: 1, Longitude: 69.281, Latitude: 41.303 };
const form = {
  ...EMPTY_FORM,
  address: " Amir Temur ",
  house: " 1 ",
  entrance: "2",
  floor: "5",
  apartment: "17",
  addressComment: "Blue door",
  name: " Aziza ",
  phoneDigits: "901234567",
  paymentType: "card" as const,
  comment: "No onions",
};

describe("order body from cart lines", () => {
  it("sends only lines that can be ordered, in the messenger cart shape, adding required modifiers", () => {
    expect(orderProducts(cart, menu)).toEqual([
      {
        id: "margherita",
        count: 2,
        modifiers: [
          { id: "dough-thin", count: 1 },
          { id: "cheese", count: 2 },
          { id: "size-30", count: 1 },
        ],
        variantId: null,
        removed: [],
        half: null,
      },
      { id: "cola", count: 1, modifiers: [], variantId: null, removed: [], half: null },
    ]);
  });

  it("builds a delivery body in the wire's shape (docs/product-rules.md §2; no language: the client adds it)", () => {
    const body = buildOrderBody({ orderTypeId: DELIVERY, location, form, view: cart, productsForCart: menu });
    expect(body).toEqual({
      orderTypeId: DELIVERY,
      restaurantId: "mirabad",
      address: {
        longitude: 69.281,
        latitude: 41.303,
        address: "Amir Temur",
        house: "1",
        entrance: "2",
        floor: "5",
        apartment: "17",
        doorCode: "",
        comment: "Blue door",
      },
      slot: null,
      products: orderProducts(cart, menu),
      name: "Aziza",
      phone: "+998901234567",
      paymentType: "card",
      changeFrom: null,
      contactless: false,
      cutlery: 0,
      comment: "No onions",
    });
    expect(Object.keys(body)).not.toContain("language");
  });

  it("sends the delivery details: the note for cash only, contactless for delivery only, the cutlery", () => {
    const details = { ...form, paymentType: "cash" as "cash" | "card", changeFrom: "200000", contactless: true, cutlery: 2 };
    const build = (over: Partial<typeof details>, orderTypeId: number = DELIVERY) =>
      buildOrderBody({ orderTypeId, location, form: { ...details, ...over }, view: cart, productsForCart: menu });
    expect(build({})).toMatchObject({ changeFrom: 200_000, contactless: true, cutlery: 2 });
    expect(build({ changeFrom: "" }).changeFrom).toBeNull();
    expect(build({ paymentType: "card" }).changeFrom).toBeNull();
    expect(build({}, PICKUP)).toMatchObject({ changeFrom: 200_000, contactless: false, cutlery: 2 });
  });

  it("sends a slot's start, or null for as soon as possible", () => {
    const slot = "2026-11-21T19:00:00+05:00";
    expect(
      buildOrderBody({ orderTypeId: DELIVERY, location, form: { ...form, when: "slot", slot }, view: cart, productsForCart: menu }).slot,
    ).toBe(slot);
    // A slot picked earlier does not count once "as soon as possible" is chosen again.
    expect(
      buildOrderBody({ orderTypeId: DELIVERY, location, form: { ...form, when: "asap", slot }, view: cart, productsForCart: menu }).slot,
    ).toBeNull();
  });

  it("sends no address for pickup", () => {
    const body = buildOrderBody({ orderTypeId: PICKUP, location, form, view: cart, productsForCart: menu });
    expect(body.orderTypeId).toBe(PICKUP);
    expect(body.address).toBeNull();
  });
});
