// Phone sign-in for web customers: POST /api/auth/code sends a one-time code,
// POST /api/auth/verify exchanges it for a session cookie, POST /api/auth/logout ends it.
// Codes are stored hashed, expire, allow a few attempts, and sends are rate-limited per phone;
// all of it lives in the database, so the limits hold across server processes.
import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import { codeBody, verified, verifyBody } from "../../src/contract/auth";
import type { Db } from "../db/client";
import { authCodes, customers, sessions } from "../db/schema";
import { ApiError, badRequest } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, documented, json, jsonRequest, noContent, refusals } from "../openapi/routes";
import type { CodeSender } from "./code-sender";
import { hashSessionId, SESSION_COOKIE } from "./session";
import { closeSessionCookie, openSession } from "./session-cookie";

export interface PhoneAuthOptions {
  codeTtlSeconds: number;
  resendAfterSeconds: number;
  maxSendsPerHour: number;
  maxAttempts: number;
  sessionDays: number;
  cookieSecure: boolean;
}

export const DEFAULT_PHONE_AUTH: PhoneAuthOptions = {
  codeTtlSeconds: 300,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
  maxAttempts: 5,
  sessionDays: 30,
  cookieSecure: false,
};

const hashCode = (phoneNumber: string, code: string) => createHash("sha256").update(`${phoneNumber}:${code}`).digest();

const tags = ["Storefront server"];

const codeRoute = createRoute({
  method: "post",
  path: "/auth/code",
  tags,
  summary: "Send a one-time sign-in code to a phone",
  description: "The code has 6 digits and lasts 5 minutes; one send a minute and 5 an hour per number.",
  middleware: [jsonBody] as const,
  request: { body: jsonRequest(codeBody) },
  responses: { 204: noContent("The code is on its way"), ...refusals(400, 413, 429) },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/auth/verify",
  tags,
  summary: "Exchange the code for a session cookie",
  description: "5 attempts per code. The answer sets the session cookie (HttpOnly, 30 days).",
  middleware: [jsonBody] as const,
  request: { body: jsonRequest(verifyBody) },
  responses: { 200: json(verified, "Signed in"), ...refusals(400, 413, 429) },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags,
  summary: "End the session",
  responses: { 204: noContent("Signed out (the cookie is cleared)") },
});

export function phoneAuthRoutes(db: Db, sender: CodeSender, options: PhoneAuthOptions) {
  return apiApp()
    .openapi(codeRoute, async (c) => {
      const { phone: number } = c.req.valid("json");
      const now = new Date();
      const [existing] = await db.select().from(authCodes).where(eq(authCodes.phone, number));
      let sendCount = 1;
      let windowStart = now;
      if (existing) {
        const wait = Math.ceil((existing.sentAt.getTime() + options.resendAfterSeconds * 1000 - now.getTime()) / 1000);
        if (wait > 0) throw new ApiError(429, "too_soon", `Please wait ${wait} s before asking for a new code`);
        const inWindow = now.getTime() - existing.windowStart.getTime() < 3600_000;
        if (inWindow && existing.sendCount >= options.maxSendsPerHour) {
          throw new ApiError(429, "too_many_codes", "Too many codes for this number: try again in an hour");
        }
        if (inWindow) [sendCount, windowStart] = [existing.sendCount + 1, existing.windowStart];
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const row = {
        codeHash: hashCode(number, code).toString("hex"),
        attempts: 0,
        sentAt: now,
        expiresAt: new Date(now.getTime() + options.codeTtlSeconds * 1000),
        sendCount,
        windowStart,
      };
      await db.insert(authCodes).values({ phone: number, ...row }).onConflictDoUpdate({ target: authCodes.phone, set: row });
      await sender.send(number, code);
      return documented(c.body(null, 204));
    })
    .openapi(verifyRoute, async (c) => {
      const body = c.req.valid("json");
      // An attempt is claimed (counted) in one statement before the code is compared, so guesses
      // sent all at once, to one process or several, get no more tries than guesses sent in turn.
      const now = new Date();
      const [row] = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(and(eq(authCodes.phone, body.phone), gt(authCodes.expiresAt, now), lt(authCodes.attempts, options.maxAttempts)))
        .returning();
      if (!row) {
        const [unclaimed] = await db.select().from(authCodes).where(eq(authCodes.phone, body.phone));
        if (!unclaimed) throw badRequest("no_code", "Ask for a code first", { code: "no code was sent to this number" });
        if (unclaimed.expiresAt <= now) throw badRequest("code_expired", "The code has expired: ask for a new one", { code: "expired" });
        throw new ApiError(429, "too_many_attempts", "Too many wrong codes: ask for a new one");
      }
      if (!timingSafeEqual(Buffer.from(row.codeHash, "hex"), hashCode(body.phone, body.code))) {
        const left = options.maxAttempts - row.attempts;
        throw badRequest("wrong_code", `The code is wrong: ${left} attempt${left === 1 ? "" : "s"} left`, { code: "wrong" });
      }
      const customerId = await db.transaction(async (tx) => {
        await tx.delete(authCodes).where(and(eq(authCodes.phone, body.phone), eq(authCodes.codeHash, row.codeHash)));
        await tx.insert(customers).values({ id: randomUUID(), phone: body.phone }).onConflictDoNothing({ target: customers.phone });
        const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, body.phone));
        return customer.id;
      });
      await openSession(c, db, customerId, options.sessionDays, options.cookieSecure);
      return c.json({ customerId }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      const value = getCookie(c, SESSION_COOKIE);
      if (value) await db.delete(sessions).where(eq(sessions.id, hashSessionId(value)));
      closeSessionCookie(c, options.cookieSecure);
      return documented(c.body(null, 204));
    });
}
