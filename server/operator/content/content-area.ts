// One content area of the console (news, promotions, vacancies) declared, not written: its four
// routes (list, create, patch, delete; admins only), each write in one transaction with its audit
// row, a missing id a 404. An area names its table, schemas and texts and says only what is its
// own: how its rows go on the wire, what a new row holds, how a change is made and checked.
import { createRoute, type z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { idPath } from "../../../src/contract/fields";
import { created } from "../../../src/contract/staff";
import type { AuditEntity } from "../../../src/contract/staff";
import type { Localized } from "../../../src/domain/localized";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, noContent, refusals } from "../../openapi/routes";
import { auditChanges, recordAudit } from "../../audit/audit";
import type { OperatorDeps } from "../deps";
import { serialId } from "../ids";
import { adminsOnly, requireChain, type StaffEnv } from "../staff-auth";
import { security, tags } from "./shared";

/** The database or a transaction: what the hooks may read with. */
type Reader = Pick<Db, "select">;

/** A content table: a serial id and a title in every language. */
type ContentTable = PgTable & { id: PgColumn; title: PgColumn };

export interface ContentArea<List extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType, Values extends object> {
  /** The collection's path ("/news"); an item is `${path}/{id}`. */
  path: `/${string}`;
  table: ContentTable;
  /** What the audit trail calls a row. */
  entity: AuditEntity;
  /** The path id's name in a 400 ("news id"). */
  idName: string;
  /** The 404's code and message. */
  notFound: [code: string, message: string];
  list: {
    schema: List;
    summary: string;
    /** The 200's description (the order). */
    order: string;
    /** Every row as the console reads it; `now` tells a scheduled item from a published one. */
    read: (db: Db, now: Date) => Promise<z.input<List>>;
  };
  create: {
    schema: New;
    summary: string;
    body: string;
    /** The 201's description. */
    created: string;
    /** The new row, checked (400s); `at` is the request's time, also the audit row's. */
    values: (db: Reader, input: z.infer<New>, at: Date) => Promise<Values>;
    /** The audit row's details. */
    details: (values: Values) => Record<string, unknown>;
  };
  patch: {
    schema: Patch;
    summary: string;
    /** The columns to set, checked (400s) before the transaction. */
    change: (db: Reader, input: z.infer<Patch>) => Promise<Record<string, unknown>>;
    /** A check against the row being changed (locked), before it is written. */
    check?: (before: Record<string, unknown>, change: Record<string, unknown>) => void;
  };
  remove: {
    summary: string;
    /** Refusals beside 400, 401, 403, 404 and 503 (a 409). */
    refusals?: number[];
    /** Refuses to remove (a 409), inside the transaction, before the row is looked for. */
    check?: (tx: Reader, id: number) => Promise<void>;
  };
}

/** What a route's validators let through (read outside the route's generic types). */
const valid = <T>(c: { req: { valid: (target: never) => unknown } }, target: "json" | "param") => c.req.valid(target as never) as T;

export function contentAreaRoutes<List extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType, Values extends object>(
  area: ContentArea<List, New, Patch, Values>,
  { db, clock }: OperatorDeps,
) {
  const { table, entity } = area;
  const item = `${area.path}/{id}`;
  const notFound = () => new ApiError(404, ...area.notFound);
  const listRoute = createRoute({
    method: "get",
    path: area.path,
    tags,
    security,
    middleware: [adminsOnly] as const,
    summary: area.list.summary,
    responses: { 200: json(area.list.schema, area.list.order), ...refusals(401, 403, 503) },
  });
  const createItemRoute = createRoute({
    method: "post",
    path: area.path,
    tags,
    security,
    summary: area.create.summary,
    middleware: [adminsOnly, jsonBody] as const,
    request: { body: jsonRequest(area.create.schema, area.create.body) },
    responses: { 201: json(created, area.create.created), ...refusals(400, 401, 403, 503) },
  });
  const patchRoute = createRoute({
    method: "patch",
    path: item,
    tags,
    security,
    summary: area.patch.summary,
    middleware: [adminsOnly, jsonBody] as const,
    request: { params: idPath, body: jsonRequest(area.patch.schema, "Only the fields to change") },
    responses: { 204: noContent("Changed"), ...refusals(400, 401, 403, 404, 503) },
  });
  const deleteRoute = createRoute({
    method: "delete",
    path: item,
    tags,
    security,
    middleware: [adminsOnly] as const,
    summary: area.remove.summary,
    request: { params: idPath },
    responses: { 204: noContent("Removed"), ...refusals(400, 401, 403, 404, ...(area.remove.refusals ?? []), 503) },
  });

  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      requireChain(c);
      const rows = await area.list.read(db, clock());
      c.header("Cache-Control", "no-store");
      return c.json(rows as never, 200);
    })
    .openapi(createItemRoute, async (c) => {
      const actor = requireChain(c);
      const input = valid<z.infer<New>>(c, "json");
      const at = clock();
      const values = await area.create.values(db, input, at);
      const id = await db.transaction(async (tx) => {
        const [row] = (await tx.insert(table).values(values).returning({ id: table.id })) as { id: number }[];
        await recordAudit(tx, actor, { entity, entityId: row.id, action: "create", details: area.create.details(values) }, at);
        return row.id;
      });
      return c.json({ id }, 201);
    })
    .openapi(patchRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(valid<{ id: string }>(c, "param").id, area.idName);
      const change = await area.patch.change(db, valid<z.infer<Patch>>(c, "json"));
      await db.transaction(async (tx) => {
        const [before] = (await tx.select().from(table).where(eq(table.id, id)).for("update")) as Record<string, unknown>[];
        if (!before) throw notFound();
        area.patch.check?.(before, change);
        await tx.update(table).set(change).where(eq(table.id, id));
        await recordAudit(tx, actor, { entity, entityId: id, action: "update", details: auditChanges(before, change) }, clock());
      });
      return c.body(null, 204);
    })
    .openapi(deleteRoute, async (c) => {
      const actor = requireChain(c);
      const id = serialId(valid<{ id: string }>(c, "param").id, area.idName);
      await db.transaction(async (tx) => {
        await area.remove.check?.(tx, id);
        const removed = (await tx.delete(table).where(eq(table.id, id)).returning({ title: table.title })) as { title: Localized }[];
        if (removed.length === 0) throw notFound();
        await recordAudit(tx, actor, { entity, entityId: id, action: "delete", details: { title: removed[0].title.ru } }, clock());
      });
      return c.body(null, 204);
    });
}
