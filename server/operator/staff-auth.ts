// Who is calling the operator API. Two ways in: the OPERATOR_TOKEN bearer (an admin, for scripts and
// integrations), or a signed-in person (phone code on the web, Telegram init data in the bot) whose
// phone or Telegram id is on the staff list. Every operator route reads the actor from here and
// checks its role with the rules of src/domain/staff-roles.ts.
import { timingSafeEqual } from "node:crypto";
import { eq, or } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type Actor, mayChangeChain, mayRunRestaurant } from "../../src/domain/staff-roles";
import { sessionCustomer } from "../auth/session";
import type { Db } from "../db/client";
import { customers, staff } from "../db/schema";
import { ApiError } from "../http/errors";

export type { Actor };
export type StaffEnv = { Variables: { actor: Actor } };

/** The bearer of OPERATOR_TOKEN acts as this admin. */
export const TOKEN_ACTOR: Actor = { staffId: null, name: "operator token", role: "admin", restaurantId: null };

const toActor = (row: typeof staff.$inferSelect): Actor => ({
  staffId: row.id,
  name: row.name,
  role: row.role,
  restaurantId: row.restaurantId,
});

function tokenMatches(given: string, token: string): boolean {
  // Compare bytes, not characters: a non-ASCII character is one character but several bytes.
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The staff member a customer account belongs to (by phone or Telegram id), if any. */
export async function staffForCustomer(db: Db, customerId: string): Promise<Actor | null> {
  const [customer] = await db.select({ phone: customers.phone, tgId: customers.tgId }).from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const matches = [customer.phone ? eq(staff.phone, customer.phone) : undefined, customer.tgId ? eq(staff.tgId, customer.tgId) : undefined];
  if (!matches.some(Boolean)) return null;
  const [row] = await db
    .select()
    .from(staff)
    .where(or(...matches))
    .orderBy(staff.id)
    .limit(1);
  return row ? toActor(row) : null;
}

/** The staff member with this Telegram id (the bot's buttons), if any. */
export async function staffByTelegramId(db: Db, tgId: number): Promise<Actor | null> {
  const [row] = await db.select().from(staff).where(eq(staff.tgId, tgId));
  return row ? toActor(row) : null;
}

/** Sets `actor` for the routes behind it, or refuses: 401 without credentials, 403 for non-staff. */
export function staffAuth(db: Db, token: string | null) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (header !== undefined && /^Bearer\b/i.test(header)) {
      if (!token) throw new ApiError(503, "operator_api_off", "The operator token is off: set OPERATOR_TOKEN to use it");
      const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? "";
      if (!tokenMatches(given, token)) throw new ApiError(401, "operator_token_invalid", "A valid operator token is required");
      c.set("actor", TOKEN_ACTOR);
      return next();
    }
    const customerId = await sessionCustomer(db, c);
    if (!customerId) throw new ApiError(401, "staff_sign_in_required", "Sign in with a staff phone or Telegram account");
    const actor = await staffForCustomer(db, customerId);
    if (!actor) throw new ApiError(403, "not_staff", "This account is not on the chain's staff list");
    c.set("actor", actor);
    return next();
  });
}

/** Refuses a manager (403 `admin_only`): prices, menu, content, zones and staff are the chain's. */
export function requireChain(c: Context<StaffEnv>): Actor {
  const actor = c.get("actor");
  if (!mayChangeChain(actor)) throw new ApiError(403, "admin_only", "Only the chain's admins may change this");
  return actor;
}

/** Refuses a manager of another restaurant (403 `other_restaurant`). */
export function requireRestaurant(c: Context<StaffEnv>, restaurantId: string): Actor {
  const actor = c.get("actor");
  if (!mayRunRestaurant(actor, restaurantId)) throw new ApiError(403, "other_restaurant", "This belongs to another restaurant");
  return actor;
}
