// The delivery fee's fiscal data (the receipt's delivery line: IKPU, package code, VAT), kept with
// the chain (chain_info). Any staff member reads it; admins change it, audited.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { type FiscalData, fiscalData, fiscalPatch } from "../../../src/contract/fiscal";
import { auditChanges, recordAudit } from "../../audit/audit";
import type { Db } from "../../db/client";
import { chainInfo } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../deps";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const getRoute = createRoute({
  method: "get",
  path: "/delivery-fiscal",
  tags,
  security,
  summary: "The delivery fee's fiscal data (IKPU, package code, VAT %)",
  responses: { 200: json(fiscalData, "The delivery line's fiscal data; null fields are not set"), ...refusals(401, 403, 503) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/delivery-fiscal",
  tags,
  security,
  summary: "Change the delivery fee's fiscal data (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(fiscalPatch, "The fields to change; null clears one") },
  responses: { 200: json(fiscalData, "The delivery line's fiscal data now"), ...refusals(400, 401, 403, 503) },
});

async function read(db: Pick<Db, "select">): Promise<FiscalData> {
  const [row] = await db
    .select({
      ikpu: chainInfo.deliveryFiscalIkpu,
      packageCode: chainInfo.deliveryFiscalPackageCode,
      vatPercent: chainInfo.deliveryFiscalVatPercent,
    })
    .from(chainInfo)
    .where(eq(chainInfo.id, 1));
  if (!row) throw new ApiError(503, "not_seeded", "The chain's settings are missing: start the server once to seed them");
  return row;
}

export function deliveryFiscalRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(getRoute, async (c) => c.json(await read(db), 200))
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const patch = c.req.valid("json");
      const after = await db.transaction(async (tx) => {
        const before = await read(tx);
        await tx
          .update(chainInfo)
          .set({
            ...(patch.ikpu !== undefined ? { deliveryFiscalIkpu: patch.ikpu } : {}),
            ...(patch.packageCode !== undefined ? { deliveryFiscalPackageCode: patch.packageCode } : {}),
            ...(patch.vatPercent !== undefined ? { deliveryFiscalVatPercent: patch.vatPercent } : {}),
          })
          .where(eq(chainInfo.id, 1));
        await recordAudit(
          tx,
          actor,
          { entity: "payment", entityId: "delivery-fiscal", action: "update", details: auditChanges(before, patch) },
          clock(),
        );
        return { ...before, ...patch };
      });
      return c.json(after, 200);
    });
}
