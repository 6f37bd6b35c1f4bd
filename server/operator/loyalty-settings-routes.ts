// The chain's loyalty settings (chain_info.cashback_percent, points_max_pay_percent): GET for staff,
// PATCH for admins only, audited (entity "loyalty"). Migration 0018's trigger reads the percent when
// an order is completed, so a change applies to orders completed after it.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { loyaltySettings, loyaltySettingsPatch } from "../../src/contract/loyalty";
import { auditChanges, recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import { chainInfo } from "../db/schema";
import { ApiError, badRequest } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import { adminsOnly, requireChain, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;
const columns = { cashbackPercent: chainInfo.cashbackPercent, maxPayPercent: chainInfo.pointsMaxPayPercent };

const getRoute = createRoute({
  method: "get",
  path: "/loyalty",
  tags,
  security,
  summary: "The chain's loyalty settings: cashback percent and the most points may pay",
  responses: { 200: json(loyaltySettings, "The settings"), ...refusals(401, 403, 503) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/loyalty",
  tags,
  security,
  summary: "Change the chain's loyalty settings (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(loyaltySettingsPatch, "The cashback percent, the most points may pay, or both") },
  responses: { 200: json(loyaltySettings, "The settings as changed"), ...refusals(400, 401, 403, 503) },
});

const notSeeded = () => new ApiError(503, "not_seeded", "The chain's settings are missing: start the server once to seed them");

async function read(db: Db) {
  const [row] = await db.select(columns).from(chainInfo).where(eq(chainInfo.id, 1));
  if (!row) throw notSeeded();
  return row;
}

export function loyaltySettingsRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(getRoute, async (c) => {
      requireChain(c);
      return c.json(await read(db), 200);
    })
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const patch = c.req.valid("json");
      if (patch.cashbackPercent === undefined && patch.maxPayPercent === undefined)
        throw badRequest("nothing_to_change", "Send a cashback percent or a max pay percent", { cashbackPercent: "is required" });
      await db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(chainInfo).where(eq(chainInfo.id, 1)).for("update");
        if (!before) throw notSeeded();
        await tx
          .update(chainInfo)
          .set({ cashbackPercent: patch.cashbackPercent, pointsMaxPayPercent: patch.maxPayPercent })
          .where(eq(chainInfo.id, 1));
        await recordAudit(
          tx,
          actor,
          { entity: "loyalty", entityId: "settings", action: "update", details: auditChanges(before, patch) },
          clock(),
        );
      });
      return c.json(await read(db), 200);
    });
}
