// Opening a browser session: a random id in an HttpOnly cookie, its hash in `sessions`.
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { hashSessionId, SESSION_COOKIE } from "./session";

export async function openSession(c: Context, db: Db, customerId: string, days: number, secure: boolean) {
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + days * 86400_000);
  await db.insert(sessions).values({ id: hashSessionId(sessionId), customerId, expiresAt });
  setCookie(c, SESSION_COOKIE, sessionId, { ...cookieOptions(secure), expires: expiresAt });
}

/** Ends the browser's session cookie (with the attributes it was set with, or it would stay). */
export function closeSessionCookie(c: Context, secure: boolean) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(secure));
}

/**
 * Behind TLS the cookie is SameSite=None, so it travels inside Telegram Web's iframe (a third-party
 * context), and Partitioned (CHIPS), because browsers that block third-party cookies still keep a
 * partitioned one: the mini-app in Telegram Web gets a cookie of its own, kept apart from the
 * site's. Without TLS (local development) neither is possible: Lax.
 */
const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, path: "/", secure, sameSite: secure ? "None" : "Lax", ...(secure ? { partitioned: true } : {}) }) as const;
