// Receipt lines of real orders on the seeded database: the demo's fiscal codes, an extra as a line
// of its own, the delivery fee as shipping, a pizza's size and dough and both halves in the title,
// and everything adding up to what is paid.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultVariant, variantKey, variantName } from "../../src/domain/product-builder";
import { orders, products as productsTable } from "../db/schema";
import { products } from "../db/seed/menu";
import { createTestApp } from "../test/test-app";
import { mirabad, plain } from "../operator/orders-test-kit";
import { orderReceipt, receiptLines, receiptTotal } from "./fiscal";

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await t.signIn("+998901000041")).auth;
});
afterAll(() => t.close());

const paidExtra = products.flatMap((p) => p.modifiers.filter((m) => m.price > 0 && !m.isRequired).map((m) => ({ p, m })))[0];

async function place(lines: unknown[], delivery: boolean, language = 2) {
  const res = await t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `fiscal-${Math.random()}`, ...auth },
    body: JSON.stringify({
      orderTypeId: delivery ? 0 : 200,
      restaurantId: mirabad.id,
      address: delivery ? { longitude: mirabad.longitude, latitude: mirabad.latitude, address: "Nukus ko‘chasi", house: "7" } : null,
      products: lines,
      name: "F",
      phone: "+998901000041",
      paymentType: "cash",
      language,
    }),
  });
  const body = (await res.json()) as { orderId: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return (await t.database.db.select().from(orders).where(eq(orders.id, body.orderId)))[0];
}

describe("receipt lines", () => {
  it("carries the seeded IKPU, package code and 12 % VAT, and the delivery fee as shipping", async () => {
    const order = await place([{ id: plain.id, count: 2, modifiers: [] }], true, 3);
    const receipt = await orderReceipt(t.database.db, order.id);
    expect(receipt?.items).toEqual([
      {
        title: plain.name.en,
        price: plain.price * 100,
        count: 2,
        code: expect.stringMatching(/^\d{17}$/),
        package_code: "1545032",
        vat_percent: 12,
        discount: 0,
      },
    ]);
    expect(receipt?.shipping).toMatchObject({
      title: "Delivery",
      price: order.priceOfDelivery * 100,
      code: expect.stringMatching(/^\d{17}$/),
      vat_percent: 12,
    });
    const lines = await receiptLines(t.database.db, order.id);
    expect(lines).toHaveLength(2);
    expect(receiptTotal(lines)).toBe(order.total * 100);
  });

  it("puts a paid extra on a line of its own, still adding up to the total; pickup has no shipping", async () => {
    expect(paidExtra, "the demo menu has a paid optional modifier").toBeDefined();
    const { p, m } = paidExtra;
    const required = p.modifiers
      .filter((x) => x.isRequired && x.id !== m.id)
      .slice(0, 1)
      .map((x) => ({ id: x.id, count: 1 }));
    const order = await place([{ id: p.id, count: 3, modifiers: [...required, { id: m.id, count: 1 }] }], false);
    const receipt = await orderReceipt(t.database.db, order.id);
    expect(receipt?.shipping).toBeNull();
    // The product's line names its default size and dough ("Маргарита, 30 см, традиционное"), and so does its extra's.
    const variant = defaultVariant(p.variants);
    const title = variant ? `${p.name.ru}, ${variantName(variant.size.ru, variant.dough?.ru ?? null)}` : p.name.ru;
    expect(receipt?.items[0]).toMatchObject({ title, price: (variant?.price ?? p.price) * 100, count: 3 });
    expect(receipt?.items).toContainEqual(expect.objectContaining({ title: `${title}: ${m.name.ru}`, price: m.price * 100, count: 3 }));
    expect(receiptTotal(receipt?.items ?? [])).toBe(order.total * 100);
  });

  it("titles a half-and-half with both halves and the size and dough, at the first half's codes and the dearer half's price", async () => {
    const price = (id: string) => products.find((p) => p.id === id)!.variants.find((v) => variantKey(v) === "35/thin")!.price;
    await t.database.db.update(productsTable).set({ fiscalIkpu: "10899001001999999" }).where(eq(productsTable.id, "pepperoni"));
    try {
      const order = await place(
        [
          { id: "margherita", count: 1, variantId: "35/thin", removed: ["basil"], half: { id: "pepperoni", removed: [] } },
          { id: "pepperoni", count: 2, variantId: "35/thin", half: { id: "margherita", removed: [] } },
        ],
        false,
        3,
      );
      const receipt = await orderReceipt(t.database.db, order.id);
      expect(receipt?.items).toEqual([
        expect.objectContaining({
          title: "½ Margherita + ½ Pepperoni, 35 cm, thin",
          price: Math.max(price("margherita"), price("pepperoni")) * 100,
          count: 1,
          code: "10899001001000000",
        }),
        expect.objectContaining({ title: "½ Pepperoni + ½ Margherita, 35 cm, thin", count: 2, code: "10899001001999999" }),
      ]);
      expect(receiptTotal(receipt?.items ?? [])).toBe(order.total * 100);
    } finally {
      await t.database.db.update(productsTable).set({ fiscalIkpu: "10899001001000000" }).where(eq(productsTable.id, "pepperoni"));
    }
  });

  it("gives nothing for an unknown order", async () => {
    expect(await orderReceipt(t.database.db, 99_999_999)).toBeNull();
    expect(await receiptLines(t.database.db, 99_999_999)).toEqual([]);
  });
});
