// The messenger-bot API (reference implementation, spec §7): tg_basket, tg_order, tg_address.
// Every call carries the header of GET /api/hash; without it: 401; for another Telegram user: 403.
import { and, eq, inArray } from "drizzle-orm";
import { validateModifiers } from "../../src/domain/modifiers";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { TG_AUTH_HEADER } from "../auth/telegram-routes";
import { verifyToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { baskets, modifiers, products } from "../db/schema";
import type { Geocoder } from "../geo/geocoder";
import { ApiError, badRequest, parseInput } from "../http/errors";
import { idempotencyKey } from "../orders/idempotency";
import type { OrderPlacer } from "../orders/place-order";
import { addressHandler } from "../storefront/address";

type TgEnv = { Variables: { customerId: string; tgId: number } };

function tgAuth(secret: string) {
  return createMiddleware<TgEnv>(async (c, next) => {
    const token = c.req.header(TG_AUTH_HEADER);
    const payload = token ? verifyToken(token, secret) : null;
    if (!payload?.sub || payload.tg === undefined) throw new ApiError(401, "telegram_auth_required", "The bot API needs the headers of GET /api/hash");
    c.set("customerId", payload.sub);
    c.set("tgId", payload.tg);
    return next();
  });
}

/** A tgId in the request must be the verified user's own. */
function sameUser(given: unknown, verified: number) {
  if (given === undefined || given === null || given === "") return;
  if (Number(given) !== verified) throw new ApiError(403, "forbidden", "This basket belongs to another Telegram user");
}

const basketProduct = z.object({
  id: z.string({ error: "is required" }).min(1).max(64),
  count: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(99),
  modifiers: z.array(z.object({ id: z.string().min(1).max(128), count: z.number().int().min(0).max(99) })).max(50).default([]),
});
const basketBody = z.object({ tgId: z.union([z.number(), z.string()]).optional(), products: z.array(basketProduct).max(50, "at most 50 lines") });

async function readJson(c: { req: { json: () => Promise<unknown> } }) {
  try {
    return await c.req.json();
  } catch {
    throw badRequest("invalid_json", "The request body must be JSON");
  }
}

export function tgApiRoutes(db: Db, placeOrder: OrderPlacer, secret: string, geocoder: Geocoder, clock: () => Date, orderLimit?: number) {
  const auth = tgAuth(secret);
  return new Hono<TgEnv>()
    .use("/tg_basket", auth)
    .use("/tg_order", auth)
    .use("/tg_address", auth)
    .get("/tg_basket", async (c) => {
      sameUser(c.req.query("tgId"), c.get("tgId"));
      const [row] = await db.select().from(baskets).where(eq(baskets.customerId, c.get("customerId")));
      return c.json({ result: { products: row?.products ?? [] } });
    })
    .put("/tg_basket", async (c) => {
      const body = parseInput(basketBody, await readJson(c));
      sameUser(body.tgId, c.get("tgId"));
      const ids = [...new Set(body.products.map((p) => p.id))];
      const [known, rules] = ids.length
        ? await Promise.all([
            db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), eq(products.isActive, true))),
            db.select().from(modifiers).where(inArray(modifiers.productId, ids)),
          ])
        : [[], []];
      const unknown = ids.filter((id) => !known.some((k) => k.id === id));
      if (unknown.length) throw badRequest("unknown_products", `Not on the menu: ${unknown.join(", ")}`, { products: "unknown product" });
      // A basket is an order in the making: a required modifier may still be missing, but every
      // modifier must belong to its product and stay within its limit.
      body.products.forEach((line, i) => {
        const problems = validateModifiers(rules.filter((m) => m.productId === line.id), line.modifiers).filter((p) => p.kind !== "missingRequired");
        if (problems.length) throw badRequest("invalid_modifiers", `Invalid modifiers in line ${i + 1}: ${problems[0].modifierId}`, { [`products.${i}.modifiers`]: problems[0].kind });
      });
      const row = { customerId: c.get("customerId"), products: body.products, updatedAt: clock() };
      await db.insert(baskets).values(row).onConflictDoUpdate({ target: baskets.customerId, set: { products: row.products, updatedAt: row.updatedAt } });
      return c.json({ result: { products: body.products } });
    })
    .post("/tg_order", async (c) => {
      const key = idempotencyKey(c.req.header("idempotency-key"));
      const { orderId, replayed } = await placeOrder({ customerId: c.get("customerId"), channel: "telegram", key, body: await readJson(c), now: clock(), limit: orderLimit });
      if (!replayed) await db.delete(baskets).where(eq(baskets.customerId, c.get("customerId")));
      return c.json({ orderId }, 201);
    })
    .get("/tg_address", addressHandler(geocoder));
}
