// Who is calling the operator API. Two ways in: the OPERATOR_TOKEN bearer (an admin, for scripts and
// integrations), or a signed-in person (phone code on the web, Telegram init data in the bot) whose
// phone or Telegram id is on the staff list. Every operator route reads the actor from here and
// checks its role with the rules of src/domain/staff-roles.ts.
import { createHash, timingSafeEqual } from "node:crypto";
import { eq, or } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type Actor, mayCallOperatorPath, mayChangeChain, mayRunRestaurant } from "../../src/domain/staff-roles";
import { sessionCustomer } from "../auth/session";
import type { Db } from "../db/client";
import { customers, staff } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { ApiError } from "../http/errors";
import { claim, refuseIfFull } from "../http/rate-limit";
import { log } from "../log";

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

/** In constant time, whatever the lengths: the digests are compared, never the texts themselves. */
export function tokenMatches(given: string, token: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(token));
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

export interface TokenOptions {
  /** OPERATOR_TOKEN; null = the bearer way in is off. */
  token: string | null;
  /** Wrong bearers one address may send per hour (OPERATOR_TOKEN_FAILURES_PER_ADDRESS). */
  failuresPerAddress: number;
  /** TRUST_PROXY: how the client's address is read (server/http/client-address.ts). */
  trustProxy: number;
  clock: () => Date;
}

const HOUR = 3600_000;

/**
 * The bearer's check. Wrong tokens are counted per client address (one hour's window, in the
 * database so every process counts together); past the limit the address gets 429 with Retry-After
 * for any token, the right one too (else the answer would tell a guesser when they are right).
 * A right token costs one read; a wrong one is counted before it is answered, so racing guesses
 * get no more than the limit's answers. Each refusal is logged at warn with the address.
 */
async function checkToken(c: Context, db: Db, header: string, options: TokenOptions): Promise<void> {
  if (!options.token) throw new ApiError(503, "operator_api_off", "The operator token is off: set OPERATOR_TOKEN to use it");
  const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? "";
  const address = clientAddress(c, options.trustProxy);
  const now = options.clock();
  const limit = {
    key: `operator-token-fail:${address}`,
    max: options.failuresPerAddress,
    windowMs: HOUR,
    message: "Too many wrong operator tokens from this address: try again later",
  };
  const right = tokenMatches(given, options.token);
  try {
    // In-process requests (tests) have no address: nothing to count them by.
    if (address !== null) await (right ? refuseIfFull : claim)(db, limit, now);
  } catch (err) {
    if (err instanceof ApiError && err.status === 429)
      log("warn", "operator token refused: too many wrong tokens from this address", { address, path: c.req.path });
    throw err;
  }
  if (!right) {
    log("warn", "wrong operator token", { address, path: c.req.path });
    throw new ApiError(401, "operator_token_invalid", "A valid operator token is required");
  }
}

/** Sets `actor` for the routes behind it, or refuses: 401 without credentials, 403 for non-staff. */
export function staffAuth(db: Db, options: TokenOptions) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (header !== undefined && /^Bearer\b/i.test(header)) {
      await checkToken(c, db, header, options);
      c.set("actor", TOKEN_ACTOR);
      return next();
    }
    const customerId = await sessionCustomer(db, c);
    if (!customerId) throw new ApiError(401, "staff_sign_in_required", "Sign in with a staff phone or Telegram account");
    const actor = await staffForCustomer(db, customerId);
    if (!actor) throw new ApiError(403, "not_staff", "This account is not on the chain's staff list");
    // A cook or a courier reaches their own screen's calls only, before anything else is read.
    const path = c.req.path.replace(/^.*?\/operator(?=\/|$)/, "");
    if (!mayCallOperatorPath(actor.role, path))
      throw new ApiError(403, "role_not_allowed", `A ${actor.role} may use only their own screen of the console`);
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

/**
 * Route middleware of an admin-only route (`middleware: [adminsOnly, …]` in its createRoute): the
 * role is checked before the body, params and query are, so a manager learns nothing from a 400.
 */
export const adminsOnly = createMiddleware<StaffEnv>(async (c, next) => {
  requireChain(c);
  await next();
});

/** Route middleware of /restaurants/{id}/…: another restaurant's manager is refused before validation. */
export const ownRestaurantInPath = createMiddleware<StaffEnv>(async (c, next) => {
  const id = c.req.param("id");
  if (id) requireRestaurant(c, id);
  await next();
});

/** Refuses a manager of another restaurant (403 `other_restaurant`). */
export function requireRestaurant(c: Context<StaffEnv>, restaurantId: string): Actor {
  const actor = c.get("actor");
  if (!mayRunRestaurant(actor, restaurantId)) throw new ApiError(403, "other_restaurant", "This belongs to another restaurant");
  return actor;
}
