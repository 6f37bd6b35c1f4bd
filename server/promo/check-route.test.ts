// POST /api/promo/check (issue 26): the cart's preview gives the order's answer (discount, free
// product in the asked language, each refusal's reason) and is limited per customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoCodes } from "../db/schema";
import { products, stopList } from "../db/seed/menu";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.signIn("+998901000083");
  const gift = products.find((p) => !stopList.some((s) => s.productId === p.id))!;
  await t.database.db.insert(promoCodes).values([
    { code: "CHECK10", kind: "percent", percent: 10, minOrder: 50_000 },
    { code: "GIFT", kind: "product", productId: gift.id },
    { code: "NEWBIE", kind: "amount", amount: 7000, firstOrderOnly: true },
  ]);
});
afterAll(() => t.close());

const check = (body: unknown, auth: Record<string, string> = {}, language = "3") =>
  t.app.request(`/api/promo/check?Language=${language}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...auth },
    body: JSON.stringify(body),
  });

describe("POST /api/promo/check", () => {
  it("previews the discount, the minimum and a free product", async () => {
    const res = await check({ code: " check 10", restaurantId: "mirabad", subtotal: 80_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, code: "CHECK10", discount: 8000, freeProduct: null, reason: null });
    expect(await (await check({ code: "check10", restaurantId: "mirabad", subtotal: 20_000 })).json()).toMatchObject({
      ok: false,
      discount: 0,
      reason: "belowMinimum",
      minOrder: 50_000,
    });
    const gift = products.find((p) => !stopList.some((s) => s.productId === p.id))!;
    expect(await (await check({ code: "gift", restaurantId: "mirabad", subtotal: 1 }, {}, "2")).json()).toMatchObject({
      ok: true,
      discount: 0,
      freeProduct: { id: gift.id, name: gift.name.ru },
    });
    expect(await (await check({ code: "nope", restaurantId: "mirabad", subtotal: 1 })).json()).toMatchObject({
      ok: false,
      reason: "unknown",
    });
  });

  it("knows the signed-in customer's own limits", async () => {
    const body = { code: "NEWBIE", restaurantId: "mirabad", subtotal: 30_000 };
    expect(await (await check(body, customer.auth)).json()).toMatchObject({ ok: true, discount: 7000 });
  });

  it("refuses bad input with 400 and answers 429 after 30 checks in 10 minutes", async () => {
    expect((await check({ code: "X", restaurantId: "mirabad", subtotal: -1 }, customer.auth)).status).toBe(400);
    expect((await check({ restaurantId: "mirabad", subtotal: 1 }, customer.auth)).status).toBe(400);
    const other = await t.signIn("+998901000084");
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await check({ code: `TRY${i}`, restaurantId: "mirabad", subtotal: 1 }, other.auth)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
