// GET /api/operator/backup (admins): the embedded database as one backup file, taken while the
// server runs (`npm run db:backup -- --from <url>` calls it). It holds every customer's phone and
// address, so it is the chain's admins' only, never cached, and audited.
import { createRoute, z } from "@hono/zod-openapi";
import { backupFileName } from "../db/backup";
import { ApiError } from "../http/errors";
import { apiApp, documented, refusals, SECURITY } from "../openapi/routes";
import { recordAudit } from "../audit/audit";
import type { OperatorDeps } from "./deps";
import { requireChain, type StaffEnv } from "./staff-auth";

const backupRoute = createRoute({
  method: "get",
  path: "/backup",
  tags: ["Operator API"],
  security: SECURITY.operator,
  summary: "A backup of the embedded database, taken now (admins; PGlite only)",
  description: "A gzipped tar of PGlite's data directory; `npm run db:restore -- FILE` restores it into an empty DATA_DIR.",
  responses: {
    200: {
      description: "The backup, as an attachment",
      content: { "application/gzip": { schema: z.string().meta({ format: "binary" }) } },
    },
    ...refusals(401, 403, 409),
  },
});

export function backupRoutes({ database, db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>().openapi(backupRoute, async (c) => {
    const actor = requireChain(c);
    if (!database.dump) throw new ApiError(409, "not_embedded", "The database is PostgreSQL: back it up with pg_dump (docs/operations.md)");
    const bytes = new Uint8Array(await (await database.dump()).arrayBuffer());
    const at = clock();
    await recordAudit(db, actor, { entity: "database", entityId: "pglite", action: "backup", details: { bytes: bytes.length } }, at);
    return documented(
      new Response(bytes, {
        status: 200,
        headers: {
          "Content-Type": "application/gzip",
          "Content-Length": String(bytes.length),
          "Content-Disposition": `attachment; filename="${backupFileName(at)}"`,
          "Cache-Control": "no-store",
        },
      }),
    );
  });
}
