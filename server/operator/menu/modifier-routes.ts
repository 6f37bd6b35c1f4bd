// Modifiers of a product (sizes, extras): name, price, default, order and the product's group it
// is an option of. Admins only; audited.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { modifierPatch, textIdPath } from "../../../src/contract/operator-menu";
import { modifiers } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { menuChanged } from "../../catalog/menu-cache";
import { apiApp, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../../audit/audit";
import type { OperatorDeps } from "../deps";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { requireGroupOf } from "./builder-writes";
import { security, tags, textId, withFiscalColumns } from "./shared";

const patchRoute = createRoute({
  method: "patch",
  path: "/modifiers/{id}",
  tags,
  security,
  summary: "Change a modifier: name, price, default, order, its group, fiscal data (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: textIdPath, body: jsonRequest(modifierPatch, "The fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});

export function modifierRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(patchRoute, async (c) => {
    const actor = requireChain(c);
    const id = textId(c.req.valid("param").id, "modifier id");
    const patch = withFiscalColumns(c.req.valid("json"));
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(modifiers).where(eq(modifiers.id, id)).for("update");
      if (!before) throw new ApiError(404, "modifier_not_found", "No such modifier");
      if (patch.groupId) await requireGroupOf(tx, before.productId, patch.groupId);
      await tx.update(modifiers).set(patch).where(eq(modifiers.id, id));
      await recordAudit(
        tx,
        actor,
        { entity: "modifier", entityId: id, action: "update", details: { ...auditChanges(before, patch), productId: before.productId } },
        clock(),
      );
    });
    menuChanged(db);
    return c.body(null, 204);
  });
}
