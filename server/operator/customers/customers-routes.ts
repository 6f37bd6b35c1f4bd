// The customers of the operator API (docs/operator-api.md, "Customers"): the list with each
// customer's figures and loyalty points (JSON pages or, with ?format=csv, the whole list as a file),
// one customer with their orders and points' moves, the note and block, and points added or taken
// by hand with a reason (admins only, audited).
// Admins see every customer; a manager the customers who ordered from their restaurant, with that
// restaurant's figures and orders only.
import { createRoute, z } from "@hono/zod-openapi";
import {
  customerDetail as customerDetailSchema,
  customerPatch,
  customerPath,
  customersPage,
  customersQuery,
} from "../../../src/contract/operator-customers";
import { pointsAdjust, pointsAdjusted } from "../../../src/contract/loyalty";
import { idempotencyHeader } from "../../../src/contract/order";
import { restaurantScope } from "../../../src/domain/staff-roles";
import { jsonBody } from "../../http/json-body";
import { idempotencyKey, requireIdempotencyKey } from "../../orders/idempotency";
import { apiApp, documented, json, jsonRequest, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../deps";
import { adminsOnly, type StaffEnv } from "../staff-auth";
import { adjustPoints } from "./adjust-points";
import { customerDetail } from "./customer-detail";
import { customerSearch } from "./customer-search";
import { customersCsv, customersCsvName } from "./customers-csv";
import { countCustomers, listCustomers } from "./list-customers";
import { updateCustomer } from "./update-customer";

const tags = ["Operator API"];
const security = SECURITY.operator;
/** The most rows one CSV file holds: a search gives the rest. */
export const CUSTOMERS_CSV_MAX_ROWS = 50_000;

const listRoute = createRoute({
  method: "get",
  path: "/customers",
  tags,
  security,
  summary: "Customers with their orders, spending, last order and points: searched, sorted, paged, or as a CSV file",
  description: `Admins: every customer; a manager: those who ordered from their restaurant, with that restaurant's figures. With format=csv the whole list (at most ${CUSTOMERS_CSV_MAX_ROWS} rows; skip and take are ignored), UTF-8 with BOM, times in Tashkent, money in so'm.`,
  request: { query: customersQuery },
  responses: {
    200: {
      description: "One page of customers, or the CSV file as an attachment (format=csv)",
      content: { "application/json": { schema: customersPage }, "text/csv": { schema: z.string() } },
    },
    ...refusals(400, 401, 403, 503),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/customers/{id}",
  tags,
  security,
  summary: "One customer: their figures, points, note, block, orders and points moves (newest first)",
  description: "A manager gets 404 for a customer who never ordered from their restaurant, and sees that restaurant's orders only.",
  request: { params: customerPath },
  responses: { 200: json(customerDetailSchema, "The customer and their orders"), ...refusals(401, 403, 404, 503) },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/customers/{id}",
  tags,
  security,
  summary: "Note or block a customer (admins): a blocked customer's new orders are refused with 422 customer_blocked",
  middleware: [adminsOnly, jsonBody] as const,
  request: { params: customerPath, body: jsonRequest(customerPatch, "What changes") },
  responses: { 200: json(customerDetailSchema, "The customer as saved"), ...refusals(400, 401, 403, 404, 413, 503) },
});

const pointsRoute = createRoute({
  method: "post",
  path: "/customers/{id}/points",
  tags,
  security,
  summary: "Add (+) or take (−) a customer's loyalty points by hand, with a reason (admins; audited)",
  description:
    "Needs an Idempotency-Key: a retry with the same key and body answers the first adjustment and adds nothing (the same key with another body: 422 idempotency_key_reused). A take below zero is refused with 422 points_not_enough, naming the balance, and writes nothing.",
  middleware: [adminsOnly, requireIdempotencyKey, jsonBody] as const,
  request: { params: customerPath, headers: idempotencyHeader, body: jsonRequest(pointsAdjust, "The points and why") },
  responses: { 201: json(pointsAdjusted, "The balance after it and the move"), ...refusals(400, 401, 403, 404, 413, 422, 503) },
});

export function customersRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      const { q, sort, skip, take, format, separator } = c.req.valid("query");
      const filter = { restaurantId: restaurantScope(c.get("actor")), search: customerSearch(q) };
      if (format === "csv") {
        const rows = await listCustomers(db, filter, sort, { skip: 0, take: CUSTOMERS_CSV_MAX_ROWS });
        return documented(
          new Response(customersCsv(rows, separator === "semicolon" ? ";" : ","), {
            status: 200,
            headers: {
              "Content-Type": "text/csv; charset=utf-8",
              "Content-Disposition": `attachment; filename="${customersCsvName(clock())}"`,
              "Cache-Control": "no-store",
            },
          }),
        );
      }
      const [items, total] = await Promise.all([listCustomers(db, filter, sort, { skip, take }), countCustomers(db, filter)]);
      return c.json({ items, total, skip, take }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await customerDetail(db, id, restaurantScope(c.get("actor"))), 200);
    })
    .openapi(patchRoute, async (c) => {
      const { id } = c.req.valid("param");
      await updateCustomer(db, c.get("actor"), id, c.req.valid("json"), clock());
      return c.json(await customerDetail(db, id, null), 200);
    })
    .openapi(pointsRoute, async (c) => {
      const { id } = c.req.valid("param");
      // Checked before the body by requireIdempotencyKey; read again here (the app is typed by StaffEnv).
      const key = idempotencyKey(c.req.header("idempotency-key"));
      return c.json(await adjustPoints(db, c.get("actor"), id, c.req.valid("json"), key, clock()), 201);
    });
}
