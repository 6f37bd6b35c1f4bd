// GET /api/loyalty: the signed-in customer's points, the chain's settings and the history of moves
// (written by migration 0018's triggers and staff's adjustments; this only reads). An adjustment's
// reason and who made it are staff's: the customer sees only the points.
import { createRoute } from "@hono/zod-openapi";
import { count, desc, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { loyaltyAnswer, loyaltyQuery } from "../../src/contract/loyalty";
import { sessionCustomer } from "../auth/session";
import type { Db } from "../db/client";
import { chainInfo, customers, loyaltyMoves } from "../db/schema";
import { ApiError } from "../http/errors";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";
import { customerPointMove } from "../orders/point-move";

type Env = { Variables: { customerId: string } };
const refuse = () => new ApiError(401, "sign_in_required", "Sign in to see your points");

const route = (signedIn: ReturnType<typeof createMiddleware<Env>>) =>
  createRoute({
    method: "get",
    path: "/loyalty",
    tags: ["Storefront server"],
    security: SECURITY.session,
    summary: "The signed-in customer's loyalty points and their history",
    middleware: [signedIn] as const,
    request: { query: loyaltyQuery },
    responses: { 200: json(loyaltyAnswer, "The balance, the cashback settings and the moves, newest first"), ...refusals(400, 401) },
  });

export function loyaltyRoutes(db: Db) {
  // The session is checked before the query, so a stranger learns nothing from its errors.
  const signedIn = createMiddleware<Env>(async (c, next) => {
    const id = await sessionCustomer(db, c);
    if (!id) throw refuse();
    c.set("customerId", id);
    return next();
  });
  return apiApp<Env>().openapi(route(signedIn), async (c) => {
    const customerId = c.get("customerId");
    const { skip, take } = c.req.valid("query");
    const [[customer], [chain], moves, [counted]] = await Promise.all([
      db.select({ points: customers.points }).from(customers).where(eq(customers.id, customerId)),
      db.select({ cashback: chainInfo.cashbackPercent, maxPay: chainInfo.pointsMaxPayPercent }).from(chainInfo).where(eq(chainInfo.id, 1)),
      db.select().from(loyaltyMoves).where(eq(loyaltyMoves.customerId, customerId)).orderBy(desc(loyaltyMoves.id)).offset(skip).limit(take),
      db.select({ n: count() }).from(loyaltyMoves).where(eq(loyaltyMoves.customerId, customerId)),
    ]);
    if (!customer) throw refuse();
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        balance: customer.points,
        cashbackPercent: chain?.cashback ?? 0,
        maxPayPercent: chain?.maxPay ?? 0,
        moves: moves.map(customerPointMove),
        total: counted?.n ?? 0,
        skip,
        take,
      },
      200,
    );
  });
}
