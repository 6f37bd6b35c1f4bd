// Phone sign-in for web customers: POST /api/auth/code sends a one-time code (in Telegram or by
// SMS, code-sender.ts),
// POST /api/auth/verify exchanges it for a session cookie, POST /api/auth/logout ends it.
// Codes are stored hashed, expire and allow a few attempts; sends are limited per phone, per client
// address and overall, wrong codes per address (code-statements.ts). All of it lives in the
// database, so the limits hold across server processes. A code no sender could deliver is
// released: the request answers 503 and counts against none of the limits.
import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { getCookie } from "hono/cookie";
import { codeBody, codeSent, verified, verifyBody } from "../../src/contract/auth";
import type { Db } from "../db/client";
import { authCodes, customers, sessions } from "../db/schema";
import { clientAddress } from "../http/client-address";
import { ApiError, badRequest } from "../http/errors";
import { errorFields, log } from "../log";
import { closeStreams, sessionStreamKey } from "../http/event-stream";
import { refuseOverLimit } from "../http/rate-limit";
import { jsonBody } from "../http/json-body";
import { apiApp, documented, json, jsonRequest, noContent, refusals } from "../openapi/routes";
import { requestLocale } from "./code-messages";
import type { CodeSender } from "./code-sender";
import { type CodeOutcome, claimAttempt, forgiveAttempt, releaseCode, storeCode } from "./code-statements";
import { hashSessionId, SESSION_COOKIE } from "./session";
import { closeSessionCookie, openSession } from "./session-cookie";

export interface PhoneAuthOptions {
  codeTtlSeconds: number;
  resendAfterSeconds: number;
  maxSendsPerHour: number;
  maxAttempts: number;
  sessionDays: number;
  cookieSecure: boolean;
  /** Code requests one client address may make in 10 minutes. */
  codesPerAddress: number;
  /** Codes the whole store sends in a minute at most. */
  codesPerMinute: number;
  /** Wrong codes one client address may send in an hour. */
  failuresPerAddress: number;
  /** Proxies in front of the server whose X-Forwarded-For is believed. */
  trustProxy: number;
}

export const DEFAULT_PHONE_AUTH: PhoneAuthOptions = {
  codeTtlSeconds: 300,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
  maxAttempts: 5,
  sessionDays: 30,
  cookieSecure: false,
  codesPerAddress: 10,
  codesPerMinute: 300,
  failuresPerAddress: 30,
  trustProxy: 0,
};

const TEN_MINUTES = 10 * 60_000;
const HOUR = 3600_000;

const hashCode = (phoneNumber: string, code: string) => createHash("sha256").update(`${phoneNumber}:${code}`).digest();

const tags = ["Storefront server"];

const codeRoute = createRoute({
  method: "post",
  path: "/auth/code",
  tags,
  summary: "Send a one-time sign-in code to a phone",
  description:
    "The code has 6 digits and lasts 5 minutes; one send a minute and 5 an hour per number, AUTH_CODES_PER_ADDRESS per 10 minutes per client address, AUTH_CODES_PER_MINUTE for the whole store. The senders of CODE_SENDER are tried in order (Telegram Gateway, Eskiz SMS, the server log); when none delivers, 503 `code_not_sent` and the request counts against no limit.",
  middleware: [jsonBody] as const,
  request: { body: jsonRequest(codeBody) },
  responses: { 200: json(codeSent, "The code is on its way, by `channel`"), ...refusals(400, 413, 429, 503) },
});

const verifyRoute = createRoute({
  method: "post",
  path: "/auth/verify",
  tags,
  summary: "Exchange the code for a session cookie",
  description:
    "5 attempts per code (a new code gives them back), AUTH_FAILURES_PER_ADDRESS wrong codes an hour per client address. The answer sets the session cookie (HttpOnly, 30 days).",
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
      const { phone: number, via, language } = c.req.valid("json");
      const now = new Date();
      const address = clientAddress(c, options.trustProxy);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const addressKey = address && `auth-code:${address}`;
      const perAddress = { max: options.codesPerAddress, windowMs: TEN_MINUTES };
      const global = { key: "auth-code:all", max: options.codesPerMinute, windowMs: 60_000 };
      const codeHash = hashCode(number, code).toString("hex");
      const outcome = await storeCode(
        db,
        {
          phone: number,
          codeHash,
          now,
          expiresAt: new Date(now.getTime() + options.codeTtlSeconds * 1000),
        },
        {
          resendAfterSeconds: options.resendAfterSeconds,
          maxSendsPerHour: options.maxSendsPerHour,
          addressKey,
          perAddress,
          global,
        },
      );
      if (!outcome.sent) refuseCode(outcome, options, now, perAddress, global);
      const locale = requestLocale(language, c.req.header("accept-language"));
      let channel: Awaited<ReturnType<CodeSender["send"]>>;
      try {
        channel = await sender.send({ phone: number, code, ttlSeconds: options.codeTtlSeconds, locale, via });
      } catch (err) {
        // Nothing reached the customer: give the request back to every limit it counted against.
        await releaseCode(db, { phone: number, codeHash, before: outcome.phoneBefore, addressKey, globalKey: global.key });
        log("error", "sign-in code not sent", errorFields(err));
        throw new ApiError(503, "code_not_sent", "The code could not be sent right now: please try again in a minute");
      }
      return c.json({ channel, resendAfterSeconds: options.resendAfterSeconds, smsAvailable: sender.smsAvailable ?? false }, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const body = c.req.valid("json");
      // An attempt is claimed (counted) in one statement before the code is compared, so guesses
      // sent all at once, to one process or several, get no more tries than guesses sent in turn;
      // the same statement counts the guess against the client address, which a stranger's wrong
      // guesses lock (rather than only the victim's phone).
      const now = new Date();
      const address = clientAddress(c, options.trustProxy);
      const failures = { key: address && `auth-fail:${address}`, max: options.failuresPerAddress, windowMs: HOUR };
      const claim = await claimAttempt(db, body.phone, now, options.maxAttempts, failures);
      if (!claim.addressAllowed) {
        const message = "Too many wrong codes from this address: try again later";
        refuseOverLimit({ key: "", max: failures.max, windowMs: HOUR, message }, failures.max + 1, claim.addressWindowStart ?? now, now);
      }
      const row = claim.code;
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
      await forgiveAttempt(db, failures.key);
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
      if (value) closeStreams(db, sessionStreamKey(hashSessionId(value)));
      closeSessionCookie(c, options.cookieSecure);
      return documented(c.body(null, 204));
    });
}

type Window = { max: number; windowMs: number };

/** The 429 of a code request that was not sent, naming the limit that stopped it. */
function refuseCode(o: CodeOutcome, options: PhoneAuthOptions, now: Date, perAddress: Window, global: Window): never {
  const before = o.phoneBefore;
  if (!o.phoneAllowed && before && before.sendCount >= options.maxSendsPerHour && now.getTime() - before.windowStart.getTime() < HOUR) {
    throw new ApiError(429, "too_many_codes", "Too many codes for this number: try again in an hour");
  }
  if (o.phoneAllowed && !o.addressAllowed) {
    const message = "Too many sign-in codes asked for from this address: try again in a few minutes";
    refuseOverLimit({ key: "", ...perAddress, message }, perAddress.max + 1, o.addressWindowStart ?? now, now);
  }
  if (o.phoneAllowed && !o.globalAllowed) {
    const message = "Too many sign-in codes are being asked for right now: try again in a minute";
    refuseOverLimit({ key: "", ...global, message }, global.max + 1, o.globalWindowStart ?? now, now);
  }
  const sentAt = before?.sentAt.getTime() ?? now.getTime();
  const wait = Math.max(1, Math.ceil((sentAt + options.resendAfterSeconds * 1000 - now.getTime()) / 1000));
  throw new ApiError(429, "too_soon", `Please wait ${wait} s before asking for a new code`, undefined, wait);
}
