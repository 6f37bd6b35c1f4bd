// Folders of the menu: names, order and visibility (a hidden folder and its products leave the
// storefront's menu). Admins only; every change is audited in its transaction.
import { createRoute } from "@hono/zod-openapi";
import { eq, sql } from "drizzle-orm";
import { idPath } from "../../../src/contract/fields";
import { folderCreated, folderPatch, newFolder } from "../../../src/contract/operator-menu";
import { folders } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { menuChanged } from "../../catalog/menu-cache";
import { apiApp, json, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../../audit/audit";
import type { OperatorDeps } from "../deps";
import { serialId } from "../ids";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { isUniqueViolation, security, tags } from "./shared";

const patchRoute = createRoute({
  method: "patch",
  path: "/folders/{id}",
  tags,
  security,
  summary: "Rename, reorder, hide or show a folder (admins only)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: idPath, body: jsonRequest(folderPatch, "The fields to change") },
  responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
});
const createFolderRoute = createRoute({
  method: "post",
  path: "/folders",
  tags,
  security,
  summary: "Add a folder (admins only); it goes last unless a sort is given",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(newFolder, "Its name in ru, en and uz") },
  responses: { 201: json(folderCreated, "The new folder's id"), ...refusals(400, 401, 403, 409, 503) },
});

export function folderRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(c.req.valid("param").id, "folder id");
      const patch = c.req.valid("json");
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(folders).where(eq(folders.id, id)).for("update");
        if (!before) throw new ApiError(404, "folder_not_found", "No such folder");
        await tx.update(folders).set(patch).where(eq(folders.id, id));
        await recordAudit(tx, actor, { entity: "folder", entityId: id, action: "update", details: auditChanges(before, patch) }, clock());
      });
      menuChanged(db);
      return c.body(null, 204);
    })
    .openapi(createFolderRoute, async (c) => {
      const actor = requireChain(c);
      const input = c.req.valid("json");
      // Folder ids are the wire's numbers (deep links name them): the next after the largest.
      for (let attempt = 0; ; attempt++) {
        try {
          const id = await db.transaction(async (tx) => {
            const [{ next, last }] = await tx
              .select({ next: sql<number>`coalesce(max(${folders.id}), 0) + 1`, last: sql<number>`coalesce(max(${folders.sort}), 0)` })
              .from(folders);
            const row = { id: Number(next), name: input.name, sort: input.sort ?? Number(last) + 1, isVisible: input.isVisible ?? true };
            await tx.insert(folders).values(row);
            await recordAudit(tx, actor, { entity: "folder", entityId: row.id, action: "create", details: row }, clock());
            return row.id;
          });
          menuChanged(db);
          return c.json({ id }, 201);
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          if (attempt >= 2) throw new ApiError(409, "try_again", "Someone added a folder at the same moment: try again");
        }
      }
    });
}
