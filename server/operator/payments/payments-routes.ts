// The payments of the operator API: the ledger's rows filtered and paged, the same as a CSV file,
// and "mark refunded" once the money went back through the provider's cabinet. Any staff member;
// a manager sees and marks only their restaurant's orders' payments.
import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { operatorPayment, paymentPath, paymentsCsvQuery, paymentsPage, paymentsQuery } from "../../../src/contract/operator-payments";
import { restaurantScope } from "../../../src/domain/staff-roles";
import { orders, payments } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { apiApp, documented, json, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../deps";
import { serialId } from "../ids";
import { requireKnownRestaurant } from "../orders-board";
import { requireRestaurant, type StaffEnv } from "../staff-auth";
import { allPayments, findPayment, listPayments, refundsNeeded } from "./list-payments";
import { markPaymentRefunded } from "./mark-refunded";
import { csvFileName, paymentsCsv } from "./payments-csv";

const tags = ["Operator API"];
const security = SECURITY.operator;
/** The most rows one CSV file holds: a narrower date range gives the rest. */
export const CSV_MAX_ROWS = 50_000;

const listRoute = createRoute({
  method: "get",
  path: "/payments",
  tags,
  security,
  summary: "The payments ledger: filtered, paged; newest first, or the refund queue (refund=open)",
  request: { query: paymentsQuery },
  responses: { 200: json(paymentsPage, "One page of payments"), ...refusals(400, 401, 403, 404, 503) },
});

const csvRoute = createRoute({
  method: "get",
  path: "/payments.csv",
  tags,
  security,
  summary: "The payments ledger as a CSV file (UTF-8 with BOM), one row per payment, oldest first",
  description: `The same filters as GET /api/operator/payments, no paging (at most ${CSV_MAX_ROWS} rows). Times in Tashkent, amounts in so'm.`,
  request: { query: paymentsCsvQuery },
  responses: {
    200: { description: "The CSV file, as an attachment", content: { "text/csv": { schema: z.string() } } },
    ...refusals(400, 401, 403, 404, 503),
  },
});

const refundedRoute = createRoute({
  method: "post",
  path: "/payments/{id}/refunded",
  tags,
  security,
  summary: "Mark a payment refunded: the money went back through the provider (refund needed or requested only)",
  request: { params: paymentPath },
  responses: {
    200: json(operatorPayment, "The payment, refunded"),
    ...refusals(400, 401, 403, 404, 409, 503),
  },
});

/** Route middleware: another restaurant's payment is refused (403) before anything else is looked at. */
const ownPayment = (db: OperatorDeps["db"]) =>
  createMiddleware<StaffEnv>(async (c, next) => {
    const id = c.req.param("id") ?? "";
    if (/^\d{1,9}$/.test(id)) {
      const [row] = await db
        .select({ restaurantId: orders.restaurantId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, Number(id)));
      if (row) requireRestaurant(c, row.restaurantId);
    }
    await next();
  });

/** The restaurant a list is limited to: the one asked for (if the caller runs it), else the caller's scope. */
async function scopeOf(c: Context<StaffEnv>, db: OperatorDeps["db"], restaurantId: string | undefined): Promise<string | null> {
  if (restaurantId === undefined || restaurantId === "") return restaurantScope(c.get("actor"));
  requireRestaurant(c, restaurantId);
  await requireKnownRestaurant(db, restaurantId);
  return restaurantId;
}

export function paymentsRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      const { page, pageSize, restaurantId, ...filter } = c.req.valid("query");
      const scope = await scopeOf(c, db, restaurantId);
      const [found, needed] = await Promise.all([
        listPayments(db, { ...filter, restaurantId: scope }, { offset: (page - 1) * pageSize, limit: pageSize }),
        refundsNeeded(db, restaurantScope(c.get("actor"))),
      ]);
      return c.json({ ...found, page, pageSize, refundsNeeded: needed }, 200);
    })
    .openapi(csvRoute, async (c) => {
      const { separator, restaurantId, ...filter } = c.req.valid("query");
      const scope = await scopeOf(c, db, restaurantId);
      const rows = await allPayments(db, { ...filter, restaurantId: scope }, CSV_MAX_ROWS);
      const body = paymentsCsv(rows, separator === "semicolon" ? ";" : ",");
      return documented(
        new Response(body, {
          status: 200,
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${csvFileName(clock())}"`,
            "Cache-Control": "no-store",
          },
        }),
      );
    })
    .openapi({ ...refundedRoute, middleware: [ownPayment(db)] as const }, async (c) => {
      const id = serialId(c.req.valid("param").id, "payment id");
      const before = await findPayment(db, id);
      if (!before) throw new ApiError(404, "payment_not_found", "No such payment");
      requireRestaurant(c, before.restaurantId);
      await markPaymentRefunded(db, c.get("actor"), id, clock());
      const after = await findPayment(db, id);
      if (!after) throw new ApiError(404, "payment_not_found", "No such payment");
      return c.json(after, 200);
    });
}
