// Opening a browser session: a random id in an HttpOnly cookie, its hash in `sessions`.
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { hashSessionId, SESSION_COOKIE } from "./session";

export async function openSession(c: Context, db: Db, customerId: string, days: number, secure: boolean) {
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + days * 86400_000);
  await db.insert(sessions).values({ id: hashSessionId(sessionId), customerId, expiresAt });
  // SameSite=None lets the cookie travel inside Telegram's web client iframe; it needs Secure.
  setCookie(c, SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: secure ? "None" : "Lax", secure, path: "/", expires: expiresAt });
}
