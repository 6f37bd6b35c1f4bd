// The delivery details customers expect (issue 25): the note to change for cash, contactless
// delivery, sets of cutlery. Stored with the order and returned by its detail; refused where they
// make no sense (change for a card, contactless at pickup) or cannot work (a note below the total).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.signIn("+998901000071");
});
afterAll(() => t.close());

const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
/** Two of the plain dish, delivered: what the order costs. */
const TOTAL = 2 * plain.price + mirabad.priceOfDelivery;

const body = (over: Record<string, unknown> = {}) => ({
  orderTypeId: 0,
  restaurantId: mirabad.id,
  address: {
    longitude: mirabad.longitude,
    latitude: mirabad.latitude,
    address: "Amir Temur",
    house: "1",
    entrance: "",
    floor: "",
    apartment: "",
    doorCode: "",
    comment: "",
  },
  slot: null,
  products: [{ id: plain.id, count: 2, modifiers: [] }],
  name: "Dilnoza",
  phone: "+998901000071",
  paymentType: "cash",
  comment: "",
  ...over,
});

let n = 0;
const create = (over: Record<string, unknown> = {}) =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `details-${++n}`, ...customer.auth },
    body: JSON.stringify(body(over)),
  });

interface Detail {
  total: number;
  paymentType: string;
  changeFrom: number | null;
  contactless: boolean;
  cutlery: number;
}
const detailOf = async (res: Response): Promise<Detail> => {
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: number };
  return (await (await t.get(`/api/delivery/Get?orderId=${orderId}`, { headers: customer.auth })).json()) as Detail;
};
const refusal = async (res: Response) => ({
  status: res.status,
  ...((await res.json()) as { code: string; error: string; fields?: Record<string, string> }),
});

describe("delivery details on an order", () => {
  it("are stored and returned: change from a note, contactless, cutlery", async () => {
    expect(TOTAL).toBeLessThan(200_000);
    const detail = await detailOf(await create({ changeFrom: 200_000, contactless: true, cutlery: 2 }));
    expect(detail).toMatchObject({ total: TOTAL, paymentType: "cash", changeFrom: 200_000, contactless: true, cutlery: 2 });
  });

  it("default to none: no change asked, not contactless, no cutlery", async () => {
    expect(await detailOf(await create())).toMatchObject({ changeFrom: null, contactless: false, cutlery: 0 });
  });

  it("take a note exactly the total (no change to bring)", async () => {
    expect(await detailOf(await create({ changeFrom: TOTAL }))).toMatchObject({ changeFrom: TOTAL });
  });

  it("refuse a note below the order's total (422, on changeFrom), naming the total", async () => {
    const res = await refusal(await create({ changeFrom: TOTAL - 1000 }));
    expect(res).toMatchObject({ status: 422, code: "change_below_total", fields: { changeFrom: expect.stringContaining("total") } });
    expect(res.error).toContain(String(TOTAL));
    // The delivery fee counts: a note covering the dishes alone is not enough.
    expect((await create({ changeFrom: 2 * plain.price })).status).toBe(422);
  });

  it("refuse change for a card payment (400 from the schema)", async () => {
    const res = await refusal(await create({ paymentType: "card", changeFrom: 200_000 }));
    expect(res).toMatchObject({ status: 400, fields: { changeFrom: "is for cash payments only" } });
    expect(await detailOf(await create({ paymentType: "card" }))).toMatchObject({ paymentType: "card", changeFrom: null });
  });

  it("refuse contactless delivery for a pickup (400 from the schema)", async () => {
    const res = await refusal(await create({ orderTypeId: 200, address: null, contactless: true }));
    expect(res).toMatchObject({ status: 400, fields: { contactless: "is for delivery only" } });
    expect(await detailOf(await create({ orderTypeId: 200, address: null, cutlery: 3 }))).toMatchObject({ contactless: false, cutlery: 3 });
  });

  it("refuse cutlery out of 0–20 and a note out of 1000–10 000 000 (400)", async () => {
    for (const over of [{ cutlery: 21 }, { cutlery: -1 }, { cutlery: 1.5 }, { changeFrom: 999 }, { changeFrom: 10_000_001 }]) {
      const res = await refusal(await create(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.fields ?? {})).toEqual(Object.keys(over));
    }
  });
});
