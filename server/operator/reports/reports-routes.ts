// The reports of the operator API: GET /api/operator/reports/<name> (server/reports), as JSON or,
// with format=csv, as a file. Admins see any restaurant or all of them; a manager only their own
// (theirs by default, 403 other_restaurant for another); cooks and couriers never reach them.
import { createRoute, z } from "@hono/zod-openapi";
import {
  cancellationsReport,
  productsReport,
  promoCodesReport,
  ratingsReport,
  type ReportName,
  reportQuery,
  restaurantsReport,
  shareReport,
  speedReport,
  summaryReport,
} from "../../../src/contract/operator-reports";
import { restaurantScope } from "../../../src/domain/staff-roles";
import { documented, refusals, SECURITY } from "../../openapi/routes";
import { REPORTS, reportRange } from "../../reports";
import type { OperatorDeps } from "../deps";
import { requireKnownRestaurant } from "../orders-board";
import { requireRestaurant, type StaffEnv } from "../staff-auth";
import { apiApp } from "../../openapi/routes";
import { reportCsv, reportFileName } from "./reports-csv";

const SCHEMAS: Record<ReportName, [z.ZodType, string]> = {
  summary: [summaryReport, "Revenue, orders, average check, items sold, cancellations: totals, previous range, per day/week/month/hour"],
  restaurants: [restaurantsReport, "The figures per restaurant, with the previous range's"],
  products: [productsReport, "Pieces sold and revenue per product and per folder"],
  cancellations: [cancellationsReport, "Cancelled orders by reason"],
  payments: [shareReport, "Completed orders and revenue per payment type (online: payme, click, online; offline: cash, card)"],
  "order-types": [shareReport, "Completed orders and revenue: delivery and pickup"],
  channels: [shareReport, "Completed orders and revenue per channel: web, telegram, phone"],
  speed: [speedReport, "Minutes to accept, cook and deliver (median, 90th percentile) against each restaurant's limits; late orders"],
  "promo-codes": [promoCodesReport, "Per promo code: revenue orders placed with it, the discount, and what they came to"],
  ratings: [ratingsReport, "Customers' ratings per restaurant and together: average stars, count, share of 1–2 stars"],
};

const route = (name: ReportName) =>
  createRoute({
    method: "get",
    path: `/reports/${name}`,
    tags: ["Operator API"],
    security: SECURITY.operator,
    summary: `Report: ${SCHEMAS[name][1]}`,
    description:
      "A range of Tashkent days (the last 7 by default) beside the previous range of as many days. Revenue: completed orders (201) whose money was not given back, so'm. format=csv answers a file for Excel (UTF-8 with BOM; `;` and decimal commas for lang ru and uz).",
    request: { query: reportQuery },
    responses: {
      200: {
        description: "The report, or its CSV file (format=csv)",
        content: { "application/json": { schema: SCHEMAS[name][0] }, "text/csv": { schema: z.string() } },
      },
      ...refusals(400, 401, 403, 404, 503),
    },
  });

export function reportsRoutes({ db, clock }: OperatorDeps) {
  const app = apiApp<StaffEnv>();
  for (const name of Object.keys(SCHEMAS) as ReportName[]) {
    app.openapi(route(name), async (c) => {
      const { from, to, restaurantId, groupBy, format, lang } = c.req.valid("query");
      let scope = restaurantScope(c.get("actor"));
      if (restaurantId !== undefined && restaurantId !== "") {
        requireRestaurant(c, restaurantId);
        await requireKnownRestaurant(db, restaurantId);
        scope = restaurantId;
      }
      const range = reportRange(from, to, clock());
      const report = await REPORTS[name](db, { range, restaurantId: scope, groupBy });
      if (format === "json") return c.json(report as never, 200);
      return documented(
        new Response(reportCsv(name, report as never, lang), {
          status: 200,
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${reportFileName(name, report)}"`,
            "Cache-Control": "no-store",
          },
        }),
      );
    });
  }
  return app;
}
