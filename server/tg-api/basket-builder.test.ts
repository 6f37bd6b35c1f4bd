// The messenger basket carries the pizza builder's choice (size and dough, left-out ingredients,
// the other half): PUT refuses a choice the menu does not offer, as it refuses unknown modifiers,
// and GET returns what was stored; a line stored before the builder loads as the default variant.
import { sign } from "@telegram-apps/init-data-node";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductVariant } from "../../src/domain/product-builder";
import type { Localized } from "../../src/domain/localized";
import { baskets, products } from "../db/schema";
import { createTestApp } from "../test/test-app";

const BOT_TOKEN = "123456:TEST-bot-token-for-basket-builder";
let t: Awaited<ReturnType<typeof createTestApp>>;

const L = (en: string): Localized => ({ ru: en, en, uz: en });
const variant = (sizeId: string, doughId: string, price: number): ProductVariant<Localized> => ({
  sizeId,
  doughId,
  size: L(`${sizeId} cm`),
  dough: L(doughId),
  price,
  portion: null,
  imageScale: 1,
  isDefault: sizeId === "30",
});
const builder = {
  variants: [variant("30", "traditional", 69000), variant("35", "thin", 89000)],
  ingredients: [
    { id: "onion", name: L("onion"), removable: true },
    { id: "cheese", name: L("cheese"), removable: false },
  ],
  halvesAllowed: true,
};
const A = "basket-builder-a";
const B = "basket-builder-b";
const NO_HALVES = "basket-builder-c";

beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: BOT_TOKEN, TELEGRAM_AUTH_MAX_AGE: "3600" });
  const db = t.database.db;
  const [template] = await db.select().from(products).limit(1);
  for (const id of [A, B, NO_HALVES]) {
    await db.insert(products).values({ ...template, id, ...builder, halvesAllowed: id !== NO_HALVES });
  }
});
afterAll(() => t.close());

async function signIn(userId: number) {
  const initData = sign({ user: { id: userId, first_name: "Aziz" }, query_id: "q1" }, BOT_TOKEN, new Date());
  const res = await t.app.request("/api/auth/telegram", { method: "POST", headers: { Authorization: `tma ${initData}` } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { customerId: string };
  const cookie = res.headers.get("set-cookie")!.split(";")[0];
  const hash = (await (await t.get("/api/hash", { headers: { Cookie: cookie } })).json()) as Record<string, string>;
  return { customerId: body.customerId, headers: { "X-Telegram-Auth": hash["X-Telegram-Auth"] } };
}

const put = (headers: Record<string, string>, lines: unknown[]) =>
  t.app.request("/api/tg_basket", {
    method: "PUT",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ products: lines }),
  });
const stored = async (headers: Record<string, string>) =>
  ((await (await t.get("/api/tg_basket", { headers })).json()) as { result: { products: unknown[] } }).result.products;

describe("the messenger basket and the pizza builder", () => {
  it("stores and returns a line's variant, left-out ingredients and other half", async () => {
    const a = await signIn(7101);
    const line = { id: A, count: 2, modifiers: [], variantId: "35/thin", removed: ["onion"], half: { id: B, removed: ["onion"] } };
    expect((await put(a.headers, [line])).status).toBe(200);
    expect(await stored(a.headers)).toEqual([line]);
  });

  it("refuses a variant, an ingredient or a half the menu does not offer, and keeps the stored basket", async () => {
    const a = await signIn(7102);
    const kept = [{ id: A, count: 1, modifiers: [], variantId: "30/traditional", removed: [], half: null }];
    expect((await put(a.headers, kept)).status).toBe(200);
    const refused: [unknown, string][] = [
      [{ id: A, count: 1, variantId: "25/thin" }, "products.0.variantId"],
      [{ id: A, count: 1, removed: ["cheese"] }, "products.0.removed"],
      [{ id: A, count: 1, removed: ["garlic"] }, "products.0.removed"],
      [{ id: A, count: 1, half: { id: NO_HALVES, removed: [] } }, "products.0.half"],
      [{ id: A, count: 1, half: { id: A, removed: [] } }, "products.0.half"],
      [{ id: A, count: 1, half: { id: B, removed: ["cheese"] } }, "products.0.half"],
    ];
    for (const [line, field] of refused) {
      const res = await put(a.headers, [line]);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; fields: Record<string, string> };
      expect(body.code).toBe("invalid_choice");
      expect(Object.keys(body.fields)).toEqual([field]);
    }
    const ghost = await put(a.headers, [{ id: A, count: 1, half: { id: "ghost-pizza", removed: [] } }]);
    expect(ghost.status).toBe(400);
    expect(await stored(a.headers)).toEqual(kept);
  });

  it("names every refused line and field at once, and keeps the stored basket", async () => {
    const a = await signIn(7104);
    const kept = [{ id: A, count: 1, modifiers: [], variantId: "30/traditional", removed: [], half: null }];
    expect((await put(a.headers, kept)).status).toBe(200);
    const choices = await put(a.headers, [
      { id: A, count: 1, variantId: "25/thin", removed: ["garlic"] },
      { id: B, count: 1 },
      { id: A, count: 1, half: { id: NO_HALVES, removed: [] } },
    ]);
    expect(choices.status).toBe(400);
    const refused = (await choices.json()) as { code: string; error: string; fields: Record<string, string> };
    expect(refused.code).toBe("invalid_choice");
    expect(Object.keys(refused.fields).sort()).toEqual(["products.0.removed", "products.0.variantId", "products.2.half"]);
    for (const field of Object.keys(refused.fields)) expect(refused.error).toContain(field);

    const extras = await put(a.headers, [
      { id: A, count: 1, modifiers: [{ id: "ghost-extra", count: 1 }] },
      { id: B, count: 1, modifiers: [{ id: "other-ghost", count: 1 }] },
    ]);
    expect(extras.status).toBe(400);
    const wrong = (await extras.json()) as { code: string; fields: Record<string, string> };
    expect(wrong.code).toBe("invalid_modifiers");
    expect(wrong.fields).toEqual({
      "products.0.modifiers": "ghost-extra is not offered for this product",
      "products.1.modifiers": "other-ghost is not offered for this product",
    });
    expect(await stored(a.headers)).toEqual(kept);
  });

  it("returns a line stored before the builder with its fields' defaults", async () => {
    const a = await signIn(7103);
    await t.database.db.insert(baskets).values({ customerId: a.customerId, products: [{ id: A, count: 3, modifiers: [] }] as never });
    expect(await stored(a.headers)).toEqual([{ id: A, count: 3, modifiers: [], variantId: null, removed: [], half: null }]);
    await t.database.db.delete(baskets).where(eq(baskets.customerId, a.customerId));
  });
});
