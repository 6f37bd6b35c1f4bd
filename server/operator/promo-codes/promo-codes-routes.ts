// Promo codes of the operator API (docs/operator-api.md, "Promo codes"): admins list them with
// their uses, create one and edit one (isActive false switches it off; a code is never deleted:
// orders name it).
import { createRoute } from "@hono/zod-openapi";
import { operatorPromoCode, promoCodeCreate, promoCodePatch, promoCodePath, promoCodesList } from "../../../src/contract/operator-promo";
import { normalizeCode } from "../../../src/domain/promo-code";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../deps";
import { adminsOnly, type StaffEnv } from "../staff-auth";
import { createPromoCode, listPromoCodes, updatePromoCode } from "./promo-codes-store";

const tags = ["Operator API"];
const security = SECURITY.operator;

const listRoute = createRoute({
  method: "get",
  path: "/promo-codes",
  tags,
  security,
  summary: "Promo codes with their uses (admins)",
  middleware: [adminsOnly] as const,
  responses: { 200: json(promoCodesList, "Every code, oldest first"), ...refusals(401, 403, 503) },
});

const createRoute_ = createRoute({
  method: "post",
  path: "/promo-codes",
  tags,
  security,
  summary: "A new promo code (admins)",
  description:
    "400 names each wrong field (the kind's own value missing, the end not after the start, an unknown product or restaurant); 409 promo_code_exists.",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(promoCodeCreate, "The code") },
  responses: { 201: json(operatorPromoCode, "The code as saved"), ...refusals(400, 401, 403, 409, 413, 503) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/promo-codes/{code}",
  tags,
  security,
  summary: "Change a promo code, or switch it off with isActive false (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: promoCodePath, body: jsonRequest(promoCodePatch, "What changes") },
  responses: { 200: json(operatorPromoCode, "The code as saved"), ...refusals(400, 401, 403, 404, 413, 503) },
});

export function promoCodesRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => c.json({ items: await listPromoCodes(db) }, 200))
    .openapi(createRoute_, async (c) => c.json(await createPromoCode(db, c.get("actor"), c.req.valid("json"), clock()), 201))
    .openapi(patchRoute, async (c) => {
      const code = normalizeCode(c.req.valid("param").code);
      return c.json(await updatePromoCode(db, c.get("actor"), code, c.req.valid("json"), clock()), 200);
    });
}
