// A pizza ordered with the builder reaches the staff whole: the board's order, the kitchen screen
// and the courier's list name the size and dough, both halves, what is left out, and the change,
// contactless and cutlery the customer asked (issue 25).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mirabad, ordersKit, type OrdersKit } from "./orders-test-kit";

let k: OrdersKit;
let orderId: number;
beforeAll(async () => {
  k = await ordersKit();
  const customer = await k.t.signIn("+998901000431");
  const res = await k.t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": "builder-lines", ...customer.auth },
    body: JSON.stringify({
      orderTypeId: 0,
      restaurantId: mirabad.id,
      address: { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "Nukus ko‘chasi", house: "7" },
      products: [
        {
          id: "margherita",
          count: 1,
          variantId: "30/thin",
          removed: ["basil"],
          modifiers: [{ id: "margherita:extra-mozzarella", count: 2 }],
        },
        {
          id: "pepperoni",
          count: 2,
          variantId: "35/traditional",
          removed: ["oregano"],
          half: { id: "four-cheese", removed: ["parmesan"] },
        },
      ],
      name: "B",
      phone: "+998901000431",
      paymentType: "cash",
      changeFrom: 500000,
      contactless: true,
      cutlery: 3,
    }),
  });
  const body = (await res.json()) as { orderId: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  orderId = body.orderId;
});
afterAll(() => k.t.close());

const thinMargherita = {
  name: "Margherita",
  variant: { id: "30/thin", name: "30 cm, thin" },
  removed: [{ id: "basil", name: "Fresh basil" }],
  half: null,
};
const halves = {
  name: "Pepperoni",
  variant: { id: "35/traditional", name: "35 cm, traditional" },
  removed: [{ id: "oregano", name: "Oregano" }],
  half: { id: "four-cheese", name: "Four Cheese", removed: [{ id: "parmesan", name: "Parmesan" }] },
};
const asked = { changeFrom: 500000, contactless: true, cutlery: 3 };

describe("a builder order for the staff", () => {
  it("shows the board's order with the variant, removed ingredients, both halves and the delivery details", async () => {
    const res = await k.call(`/orders/${orderId}?Language=3`, "manager");
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Record<string, unknown> & { products: unknown[] };
    expect(detail).toMatchObject(asked);
    expect(detail.products).toEqual([
      expect.objectContaining({ ...thinMargherita, modifiers: [expect.objectContaining({ name: "Extra mozzarella", count: 2 })] }),
      expect.objectContaining({ ...halves, count: 2, modifiers: [] }),
    ]);
  });

  it("shows the kitchen and the courier the same", async () => {
    const advance = () => k.call(`/orders/${orderId}/advance`, "manager", { method: "POST" });
    expect((await advance()).status).toBe(200); // confirmed: on the kitchen's screen
    const kitchen = (await (await k.call(`/kitchen?restaurantId=${mirabad.id}&Language=3`, "admin")).json()) as {
      orders: { orderId: number; lines: unknown[] }[];
    };
    const tile = kitchen.orders.find((o) => o.orderId === orderId);
    expect(tile).toMatchObject(asked);
    expect(tile?.lines).toEqual([
      expect.objectContaining({
        ...thinMargherita,
        count: 1,
        modifiers: [expect.objectContaining({ name: "Extra mozzarella", count: 2 })],
      }),
      expect.objectContaining({ ...halves, count: 2, modifiers: [] }),
    ]);

    expect((await advance()).status).toBe(200); // cooking
    expect((await advance()).status).toBe(200); // ready: on the courier's list
    const road = (await (await k.call(`/courier?restaurantId=${mirabad.id}`, "admin")).json()) as { orders: { orderId: number }[] };
    expect(road.orders.find((o) => o.orderId === orderId)).toMatchObject(asked);
  });
});
