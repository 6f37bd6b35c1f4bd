// Each restaurant's board limits (GET /api/operator/board/sla, PUT /api/operator/board/sla/{restaurantId}):
// how long a new order may wait to be accepted and how long it may cook before its row turns red
// (src/domain/order-sla.ts), beside the restaurant's delivery time. Staff read the restaurants they
// run; an admin or the restaurant's manager changes them, audited.
import { createRoute } from "@hono/zod-openapi";
import { asc, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { type BoardSla, boardSlaChange, boardSlaPath, boardSlas } from "../../src/contract/operator";
import { restaurantScope } from "../../src/domain/staff-roles";
import { recordAudit } from "../audit/audit";
import type { Db } from "../db/client";
import { restaurants } from "../db/schema";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import { requireRestaurant, type StaffEnv } from "./staff-auth";

const tags = ["Operator API"];
const security = SECURITY.operator;

const listRoute = createRoute({
  method: "get",
  path: "/board/sla",
  tags,
  security,
  summary: "The board's limits of each restaurant the caller runs (a manager: their own)",
  responses: { 200: json(boardSlas, "Limits by restaurant"), ...refusals(401, 403, 503) },
});

const putRoute = createRoute({
  method: "put",
  path: "/board/sla/{restaurantId}",
  tags,
  security,
  summary: "Set a restaurant's board limits (an admin, or the restaurant's manager)",
  middleware: [jsonBody] as const,
  request: { params: boardSlaPath, body: jsonRequest(boardSlaChange, "Minutes to accept and to cook (1–240 each)") },
  responses: { 200: json(boardSlas.element, "The restaurant's limits now"), ...refusals(400, 401, 403, 404, 503) },
});

const columns = {
  restaurantId: restaurants.id,
  acceptMinutes: restaurants.acceptMinutes,
  cookingMinutes: restaurants.cookingMinutes,
  deliveryMinutes: restaurants.deliveryDuration,
};

/** The limits of every restaurant, or of one (null: every restaurant). */
export async function boardLimits(db: Db, restaurantId: string | null): Promise<BoardSla[]> {
  return db
    .select(columns)
    .from(restaurants)
    .where(restaurantId === null ? undefined : eq(restaurants.id, restaurantId))
    .orderBy(asc(restaurants.sort), asc(restaurants.id));
}

/** Route middleware: another restaurant's manager is refused before the body is read. */
const ownInPath = createMiddleware<StaffEnv>(async (c, next) => {
  requireRestaurant(c, c.req.param("restaurantId") ?? "");
  await next();
});

export function boardSlaRoutes({ db, clock }: OperatorDeps) {
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await boardLimits(db, restaurantScope(c.get("actor"))), 200);
    })
    .openapi({ ...putRoute, middleware: [ownInPath, jsonBody] as const }, async (c) => {
      const { restaurantId } = c.req.valid("param");
      const actor = requireRestaurant(c, restaurantId);
      const change = c.req.valid("json");
      const saved = await db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(restaurants).where(eq(restaurants.id, restaurantId));
        if (!before)
          throw new ApiError(404, "restaurant_not_found", "No such restaurant", { restaurantId: "is not a restaurant of the chain" });
        const [after] = await tx.update(restaurants).set(change).where(eq(restaurants.id, restaurantId)).returning(columns);
        await recordAudit(
          tx,
          actor,
          {
            entity: "restaurant",
            entityId: restaurantId,
            action: "board-limits",
            details: { ...change, was: { acceptMinutes: before.acceptMinutes, cookingMinutes: before.cookingMinutes } },
          },
          clock(),
        );
        return after;
      });
      return c.json(saved, 200);
    });
}
