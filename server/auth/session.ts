// The browser session: an HttpOnly cookie whose hash names a row of `sessions`.
import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";

export const SESSION_COOKIE = "sid";

export const hashSessionId = (value: string) => createHash("sha256").update(value).digest("hex");

/** The customer of the request's session cookie, if the session is alive. */
export async function sessionCustomer(db: Db, c: Context): Promise<string | null> {
  const value = getCookie(c, SESSION_COOKIE);
  if (!value) return null;
  const [row] = await db
    .select({ customerId: sessions.customerId })
    .from(sessions)
    .where(and(eq(sessions.id, hashSessionId(value)), gt(sessions.expiresAt, new Date())));
  return row?.customerId ?? null;
}
