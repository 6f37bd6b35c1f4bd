// A promo code on the fiscal receipt (issue 26): its discount spread over the item lines so the
// receipt (Payme's detail, Click's items) adds up to what is paid; its free product is no line.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, promoCodes } from "../db/schema";
import { products } from "../db/seed/menu";
import { mirabad, plain } from "../operator/orders-test-kit";
import { createTestApp } from "../test/test-app";
import { clickReceiptItems } from "./click/receipt-items";
import { orderReceipt, type ReceiptLine, receiptTotal, spreadDiscount } from "./fiscal";

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await t.signIn("+998901000042")).auth;
});
afterAll(() => t.close());

const line = (price: number, count: number): ReceiptLine => ({
  title: "x",
  price,
  count,
  code: "",
  package_code: "",
  vat_percent: 12,
  discount: 0,
});

describe("spreadDiscount", () => {
  it("spreads in proportion, adds up exactly and never exceeds a line", () => {
    const lines = [line(4_500_000, 1), line(1_000_000, 3), line(333, 7)];
    for (const discount of [1, 99, 100_001, 1_234_567, 7_502_331]) {
      const spread = spreadDiscount(lines, discount);
      expect(spread.reduce((s, l) => s + l.discount, 0)).toBe(discount);
      for (const l of spread) expect(l.discount).toBeLessThanOrEqual(l.price * l.count);
    }
    expect(spreadDiscount([line(3000, 1), line(1000, 1)], 400).map((l) => l.discount)).toEqual([300, 100]);
    expect(spreadDiscount(lines, 0)).toEqual(lines);
  });
});

const paidExtra = products.flatMap((p) =>
  p.modifiers.filter((m) => m.price > 0 && !m.isRequired && !p.modifiers.some((x) => x.isRequired)).map((m) => ({ p, m })),
)[0];

async function place(promoCode: string, delivery: boolean) {
  const res = await t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `fiscal-promo-${Math.random()}`, ...auth },
    body: JSON.stringify({
      orderTypeId: delivery ? 0 : 200,
      restaurantId: mirabad.id,
      address: delivery ? { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "Nukus ko‘chasi", house: "7" } : null,
      products: [
        { id: plain.id, count: 3, modifiers: [] },
        { id: paidExtra.p.id, count: 1, modifiers: [{ id: paidExtra.m.id, count: 1 }] },
      ],
      name: "F",
      phone: "+998901000042",
      paymentType: "cash",
      promoCode,
    }),
  });
  const body = (await res.json()) as { orderId: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return (await t.database.db.select().from(orders).where(eq(orders.id, body.orderId)))[0];
}

describe("a promo code on the receipt", () => {
  it("spreads a percent discount over the items: the lines add up to the total, delivery untouched", async () => {
    await t.database.db.insert(promoCodes).values({ code: "FISCAL17", kind: "percent", percent: 17 });
    const order = await place("FISCAL17", true);
    expect(order.discount).toBeGreaterThan(0);
    const receipt = (await orderReceipt(t.database.db, order.id))!;
    expect(receipt.items.length).toBeGreaterThanOrEqual(3);
    expect(receipt.items.reduce((s, l) => s + l.discount, 0)).toBe(order.discount * 100);
    expect(receipt.items.every((l) => l.discount > 0)).toBe(true);
    expect(receipt.shipping?.discount).toBe(0);
    expect(receiptTotal([...receipt.items, receipt.shipping!])).toBe(order.total * 100);
    const click = await clickReceiptItems(t.database.db, order.id);
    expect(click.reduce((s, i) => s + i.Price, 0)).toBe(order.total * 100);
  });

  it("leaves the free product out of the receipt", async () => {
    const gift = products.find((p) => p.id !== plain.id && p.modifiers.length === 0)!;
    await t.database.db.insert(promoCodes).values({ code: "FISCALGIFT", kind: "product", productId: gift.id });
    const order = await place("FISCALGIFT", false);
    const receipt = (await orderReceipt(t.database.db, order.id))!;
    expect(receipt.items.map((l) => l.price)).not.toContain(0);
    expect(receiptTotal(receipt.items)).toBe(order.total * 100);
  });
});
