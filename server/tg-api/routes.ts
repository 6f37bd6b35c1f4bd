// The messenger-bot API (reference implementation, docs/api.md): tg_basket, tg_order, tg_address.
// Every call carries the header of GET /api/hash; without it: 401; for another Telegram user: 403.
import { and, eq, inArray } from "drizzle-orm";
import { validateModifiers } from "../../src/domain/modifiers";
import { validateChoice } from "../../src/domain/product-builder";
import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { TG_AUTH_HEADER } from "../../src/contract/auth";
import { basket, basketBody, basketQuery, tgHeader } from "../../src/contract/bot";
import { type OrderBody, tgOrderBody, tgOrderCreated } from "../../src/contract/order";
import { onlinePaymentsFor } from "../bot/service";
import { verifyToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { baskets, modifiers, products } from "../db/schema";
import type { Geocoder } from "../geo/geocoder";
import { ApiError, badRequest } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import { idempotencyHeader, type IdempotencyEnv, requireIdempotencyKey } from "../orders/idempotency";
import { awaitingPaymentUrl } from "../orders/order-payment";
import { describeBuilderProblem, describeModifierProblem, problemsByField } from "../orders/refused-lines";
import type { OrderPlacer } from "../orders/place-order";
import type { PaymentSettings } from "../payments/checkout";
import { addressLookup, addressRoute } from "../storefront/address";

type TgEnv = { Variables: { customerId: string; tgId: number } };

function tgAuth(secret: string) {
  return createMiddleware<TgEnv>(async (c, next) => {
    const token = c.req.header(TG_AUTH_HEADER);
    const payload = token ? verifyToken(token, secret) : null;
    if (!payload?.sub || payload.tg === undefined)
      throw new ApiError(401, "telegram_auth_required", "The bot API needs the headers of GET /api/hash");
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

const tags = ["Bot API"];

const getBasketRoute = createRoute({
  method: "get",
  path: "/tg_basket",
  tags,
  security: SECURITY.bot,
  summary: "The Telegram user's basket",
  request: { query: basketQuery, headers: tgHeader },
  responses: { 200: json(basket, "The basket (empty when none is stored)"), ...refusals(401, 403) },
});

const putBasketRoute = createRoute({
  method: "put",
  path: "/tg_basket",
  tags,
  security: SECURITY.bot,
  summary: "Replace the Telegram user's basket",
  description:
    "Every product must be on the menu and every modifier its product's, within its limit; a required modifier may still be missing.",
  middleware: [jsonBody] as const,
  request: { headers: tgHeader, body: jsonRequest(basketBody) },
  responses: { 200: json(basket, "The basket as stored"), ...refusals(400, 401, 403, 413) },
});

const orderRoute = createRoute({
  method: "post",
  path: "/tg_order",
  tags,
  security: SECURITY.bot,
  summary: "Place an order from Telegram",
  description:
    'The body and idempotency of POST /api/delivery/Create (payme and click answer `paymentUrl`), and `paymentType: "online"` (422 `online_payment_off` without a payment provider): the answer then carries `invoiceUrl`, and the order waits for its payment before it reaches the kitchen (503 `invoice_unavailable`: placed, retry with the same Idempotency-Key for the link). The stored basket is emptied.',
  middleware: [requireIdempotencyKey, jsonBody] as const,
  request: { headers: tgHeader.extend(idempotencyHeader.shape), body: jsonRequest(tgOrderBody) },
  responses: { 201: json(tgOrderCreated, "Placed (or the same order again for a retry)"), ...refusals(400, 401, 413, 422, 429, 503) },
});

export function tgApiRoutes(
  db: Db,
  placeOrder: OrderPlacer,
  secret: string,
  geocoder: Geocoder,
  clock: () => Date,
  orderLimit?: number,
  paymentSettings?: PaymentSettings,
) {
  const auth = tgAuth(secret);
  const address = addressLookup(geocoder);
  const app = apiApp<TgEnv & IdempotencyEnv>();
  for (const path of ["/tg_basket", "/tg_order", "/tg_address"]) app.use(path, auth);
  return app
    .openapi(getBasketRoute, async (c) => {
      sameUser(c.req.query("tgId"), c.get("tgId"));
      const [row] = await db
        .select()
        .from(baskets)
        .where(eq(baskets.customerId, c.get("customerId")));
      // A line stored before the pizza builder has none of its fields: it is the default variant.
      const stored = (row?.products ?? []).map((l) => ({
        ...l,
        variantId: l.variantId ?? null,
        removed: l.removed ?? [],
        half: l.half ?? null,
      }));
      return c.json({ result: { products: stored } }, 200);
    })
    .openapi(putBasketRoute, async (c) => {
      const body = c.req.valid("json");
      sameUser(body.tgId, c.get("tgId"));
      const ids = [...new Set(body.products.flatMap((p) => (p.half ? [p.id, p.half.id] : [p.id])))];
      const [known, rules] = ids.length
        ? await Promise.all([
            db
              .select({
                id: products.id,
                variants: products.variants,
                ingredients: products.ingredients,
                halvesAllowed: products.halvesAllowed,
              })
              .from(products)
              .where(and(inArray(products.id, ids), eq(products.isActive, true))),
            db.select().from(modifiers).where(inArray(modifiers.productId, ids)),
          ])
        : [[], []];
      const unknown = ids.filter((id) => !known.some((k) => k.id === id));
      if (unknown.length) throw badRequest("unknown_products", `Not on the menu: ${unknown.join(", ")}`, { products: "unknown product" });
      // A basket is an order in the making: a required modifier may still be missing, but every
      // modifier must belong to its product and stay within its limit. Every refused line is named
      // at once (each field with its problems), as an order's refusal names them.
      const modifierProblems: [string, string][] = [];
      const choiceProblems: [string, string][] = [];
      body.products.forEach((line, i) => {
        const problems = validateModifiers(
          rules.filter((m) => m.productId === line.id),
          line.modifiers,
        ).filter((p) => p.kind === "unknown" || p.kind === "duplicate" || p.kind === "tooMany" || p.kind === "badCount");
        for (const p of problems) modifierProblems.push(describeModifierProblem(`products.${i}.modifiers`, p));
        // The size and dough, the left-out ingredients and the other half must be the menu's.
        const product = known.find((k) => k.id === line.id);
        const half = line.half ? known.find((k) => k.id === line.half?.id) : undefined;
        const builder = product ? validateChoice(product, line, half, line.modifiers.filter((m) => m.count > 0).length) : [];
        for (const b of builder) choiceProblems.push(describeBuilderProblem(`products.${i}`, b));
      });
      if (modifierProblems.length) throw basketRefusal("invalid_modifiers", "Invalid modifiers", modifierProblems);
      if (choiceProblems.length) throw basketRefusal("invalid_choice", "Lines that cannot be made", choiceProblems);
      const row = { customerId: c.get("customerId"), products: body.products, updatedAt: clock() };
      await db
        .insert(baskets)
        .values(row)
        .onConflictDoUpdate({ target: baskets.customerId, set: { products: row.products, updatedAt: row.updatedAt } });
      return c.json({ result: { products: body.products } }, 200);
    })
    .openapi(orderRoute, async (c) => {
      const body = c.req.valid("json");
      const payments = body.paymentType === "online" ? onlinePaymentsFor(db) : null;
      if (body.paymentType === "online" && !payments)
        throw new ApiError(422, "online_payment_off", "Online payment is not available here: pay in cash or by card", {
          paymentType: "online payment is off",
        });
      const now = clock();
      const { orderId, replayed } = await placeOrder({
        customerId: c.get("customerId"),
        channel: "telegram",
        key: c.var.idempotencyKey,
        // "online" is stored like the other payment types (its window included).
        body: body as OrderBody,
        now,
        limit: orderLimit,
      });
      if (!replayed) await db.delete(baskets).where(eq(baskets.customerId, c.get("customerId")));
      if (!payments) {
        const links = paymentSettings && { settings: paymentSettings, origin: new URL(c.req.url).origin };
        const paymentUrl = await awaitingPaymentUrl(db, orderId, now, links);
        return c.json(paymentUrl ? { orderId, paymentUrl } : { orderId }, 201);
      }
      let invoiceUrl: string;
      try {
        invoiceUrl = await payments.invoice(orderId);
      } catch {
        throw new ApiError(
          503,
          "invoice_unavailable",
          "The order is placed but Telegram gave no invoice: retry with the same Idempotency-Key",
        );
      }
      return c.json({ orderId, invoiceUrl }, 201);
    })
    .openapi(addressRoute("/tg_address", tags, { headers: tgHeader, security: SECURITY.bot }), async (c) =>
      c.json(await address(c, c.req.valid("query")), 200),
    );
}

/** A 400 naming every refused field once, its problems joined ("… and …"), and all of them in the message. */
function basketRefusal(code: string, title: string, problems: [string, string][]): ApiError {
  const fields = problemsByField(problems);
  const list = Object.entries(fields)
    .map(([field, problem]) => `${field} ${problem}`)
    .join("; ");
  return badRequest(code, `${title}: ${list}`, fields);
}
