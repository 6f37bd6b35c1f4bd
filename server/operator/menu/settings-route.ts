// The menu's chain-wide settings (chain_info): how a half-and-half pizza is priced, the dearer half
// or the halves' average. Admins only; audited (entity "menu"); clears the menu cache, since
// GET /api/shop carries it.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { menuSettingsPatch } from "../../../src/contract/operator-builder";
import { auditChanges, recordAudit } from "../../audit/audit";
import { menuChanged } from "../../catalog/menu-cache";
import { chainInfo } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, jsonRequest, noContent, refusals } from "../../openapi/routes";
import type { OperatorDeps } from "../deps";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { security, tags } from "./shared";

const patchRoute = createRoute({
  method: "patch",
  path: "/menu",
  tags,
  security,
  summary: "Change the menu's chain-wide settings: the half-and-half price (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(menuSettingsPatch, "The half pricing: the dearer half or the halves' average") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 503) },
});

export function settingsRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(patchRoute, async (c) => {
    const actor = requireChain(c);
    const patch = c.req.valid("json");
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ halfPricing: chainInfo.halfPricing }).from(chainInfo).where(eq(chainInfo.id, 1)).for("update");
      if (!before) throw new ApiError(503, "not_seeded", "The chain's settings are missing: start the server once to seed them");
      await tx.update(chainInfo).set(patch).where(eq(chainInfo.id, 1));
      await recordAudit(
        tx,
        actor,
        { entity: "menu", entityId: "settings", action: "update", details: auditChanges(before, patch) },
        clock(),
      );
    });
    menuChanged(db);
    return c.body(null, 204);
  });
}
