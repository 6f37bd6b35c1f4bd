// POST /api/promo/check: the cart's preview of a promo code (issue 26), the same rules and counts as
// the order (promo-check.ts); the order checks it again when placed. Limited per customer (or per
// address without a token) so codes cannot be guessed by trying many.
import { createRoute } from "@hono/zod-openapi";
import { languageQuery } from "../../src/contract/fields";
import { promoCheckAnswer, promoCheckBody } from "../../src/contract/promo";
import { pick } from "../../src/domain/localized";
import { normalizeCode } from "../../src/domain/promo-code";
import type { MainApiEnv } from "../auth/main-api-auth";
import type { Db } from "../db/client";
import { clientAddress } from "../http/client-address";
import { jsonBody } from "../http/json-body";
import { spend } from "../http/rate-limit";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import type { Catalog } from "../orders/catalog";
import { checkPromoCode, refusalMessage } from "../orders/promo-check";

/** Checks one customer (or address) may make in 10 minutes. */
export const PROMO_CHECKS_PER_WINDOW = 30;

const checkRoute = createRoute({
  method: "post",
  path: "/promo/check",
  tags: ["Main API"],
  security: SECURITY.main,
  summary: "Preview a promo code for a cart",
  description:
    "What the code would give this cart now (the order checks it again when placed). Without a token the customer's own limits (first order, uses per customer) are not known yet. 429 after 30 checks in 10 minutes per customer or address.",
  middleware: [jsonBody] as const,
  request: { query: languageQuery, body: jsonRequest(promoCheckBody, "The code and the cart") },
  responses: { 200: json(promoCheckAnswer, "Whether the code can be used, and what it gives"), ...refusals(400, 401, 413, 429) },
});

export interface PromoCheckOptions {
  clock: () => Date;
  trustProxy: number;
  catalog: () => Promise<Catalog>;
  limit?: number;
}

export function promoCheckRoutes(db: Db, options: PromoCheckOptions) {
  return apiApp<MainApiEnv>().openapi(checkRoute, async (c) => {
    const { code: typed, restaurantId, subtotal } = c.req.valid("json");
    const locale = c.req.valid("query").Language;
    const customerId = c.get("customerId") ?? null;
    const now = options.clock();
    const who = customerId ?? clientAddress(c, options.trustProxy) ?? "anonymous";
    await spend(
      db,
      {
        key: `promo-check:${who}`,
        max: options.limit ?? PROMO_CHECKS_PER_WINDOW,
        windowMs: 10 * 60_000,
        message: "Too many promo code checks: please wait a few minutes",
      },
      now,
    );
    const code = normalizeCode(typed);
    const { result } = await checkPromoCode(db, { code, customerId, subtotal, restaurantId, now });
    if (!result.ok) {
      const { refusal } = result;
      return c.json(
        {
          ok: false,
          code,
          discount: 0,
          freeProduct: null,
          reason: refusal.kind,
          minOrder: refusal.kind === "belowMinimum" ? refusal.minOrder : null,
          message: refusalMessage(refusal),
        },
        200,
      );
    }
    const product = result.freeProductId ? (await options.catalog()).products.get(result.freeProductId) : undefined;
    if (result.freeProductId && !product?.isActive) {
      return c.json(
        {
          ok: false,
          code,
          discount: 0,
          freeProduct: null,
          reason: "unknown" as const,
          minOrder: null,
          message: refusalMessage({ kind: "unknown" }),
        },
        200,
      );
    }
    return c.json(
      {
        ok: true,
        code,
        discount: result.discount,
        freeProduct: product ? { id: product.id, name: pick(product.name, locale) } : null,
        reason: null,
        minOrder: null,
        message: product ? "A free product is added to the order" : `${result.discount} off the items`,
      },
      200,
    );
  });
}
