// Delivery reports of sign-in codes, posted by the providers (not by browsers):
// - POST /api/auth/code-report: Telegram Gateway's report (a RequestStatus), signed as its
//   documentation says: X-Request-Signature = hex HMAC-SHA256 of `${X-Request-Timestamp}\n${raw
//   body}` keyed with SHA256(gateway token). Unsigned: 401; a wrong or stale signature: 403.
// - POST /api/auth/code-report/eskiz?key=…: Eskiz's status callback. Eskiz signs nothing, so the
//   address carries a key derived from the account's password (eskiz-sender.ts); a wrong key: 403.
// A good report stores the latest status per provider request in code_reports and answers 200
// (anything else makes the provider retry).
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { codeReports } from "../db/schema";
import { ApiError, badRequest, parseInput } from "../http/errors";
import { log } from "../log";
import { apiApp, json, refusals } from "../openapi/routes";
import { eskizReportKey } from "./eskiz-sender";

/** How far a report's timestamp may be from our clock (Telegram retries a report up to 10 times). */
const REPORT_MAX_SKEW_SECONDS = 15 * 60;

/** Telegram's signature of a report: hex HMAC-SHA256(key = SHA256(token), `${timestamp}\n${body}`). */
export function telegramReportSignature(token: string, timestamp: string, body: string): string {
  const key = createHash("sha256").update(token).digest();
  return createHmac("sha256", key).update(`${timestamp}\n${body}`).digest("hex");
}

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

const telegramReport = z
  .object({
    request_id: z.string().min(1).max(200),
    phone_number: z.string().optional(),
    delivery_status: z
      .object({ status: z.string().max(50), updated_at: z.number().optional() })
      .partial()
      .optional(),
    verification_status: z
      .object({ status: z.string().max(50), updated_at: z.number().optional() })
      .partial()
      .optional(),
  })
  .meta({ id: "GatewayRequestStatus", description: "Telegram Gateway's RequestStatus (core.telegram.org/gateway/api#requeststatus)" });

const eskizReport = z
  .object({
    message_id: z.union([z.string(), z.number()]).optional(),
    request_id: z.union([z.string(), z.number()]).optional(),
    id: z.union([z.string(), z.number()]).optional(),
    status: z.string().min(1).max(50),
  })
  .meta({ id: "EskizStatusReport", description: "Eskiz's status callback: the message's id and its status (DELIVERED, REJECTED…)" });

const received = z.object({ received: z.literal(true) }).meta({ id: "ReportReceived" });

const tags = ["Storefront server"];

const telegramRoute = createRoute({
  method: "post",
  path: "/auth/code-report",
  tags,
  summary: "Telegram Gateway's delivery report of a sign-in code",
  description:
    "Called by Telegram (the `callback_url` of sendVerificationMessage, set when PUBLIC_URL is). Headers `X-Request-Timestamp` and `X-Request-Signature` (hex HMAC-SHA256 of `timestamp\\nraw body` keyed with SHA256 of TELEGRAM_GATEWAY_TOKEN) are required: missing 401 `signature_required`, wrong 403 `signature_invalid`, more than 15 minutes off 403 `report_expired`. Without a gateway token 503 `reports_off`.",
  // Any content type: Telegram does not promise one, and the signature covers the raw bytes.
  request: { body: { required: false, content: { "application/json": { schema: telegramReport }, "*/*": { schema: telegramReport } } } },
  responses: { 200: json(received, "Stored"), ...refusals(400, 401, 403, 413, 503) },
});

const eskizRoute = createRoute({
  method: "post",
  path: "/auth/code-report/eskiz",
  tags,
  summary: "Eskiz's delivery report of a sign-in SMS",
  description:
    "Called by Eskiz (the `callback_url` of each SMS, set when PUBLIC_URL is), at the address with its `key` (derived from ESKIZ_PASSWORD): a wrong key 403 `report_key_invalid`; without Eskiz credentials 503 `reports_off`. JSON or form fields.",
  request: {
    query: z.object({ key: z.string().optional().meta({ description: "The key the server put in the callback address" }) }),
    body: {
      required: false,
      content: { "application/json": { schema: eskizReport }, "application/x-www-form-urlencoded": { schema: eskizReport } },
    },
  },
  responses: { 200: json(received, "Stored"), ...refusals(400, 403, 413, 503) },
});

export interface CodeReportOptions {
  telegramGateway: Config["telegramGateway"];
  eskiz: Config["eskiz"];
  /** The report timestamps are compared with this; tests fix it. */
  now?: () => Date;
}

export function codeReportRoutes(db: Db, options: CodeReportOptions) {
  const now = options.now ?? (() => new Date());

  /** Reads the raw body first (the signature covers its exact bytes) and checks it. */
  const signedByTelegram = createMiddleware(async (c, next) => {
    const token = options.telegramGateway.token;
    if (!token) throw new ApiError(503, "reports_off", "Telegram Gateway is not configured (TELEGRAM_GATEWAY_TOKEN)");
    const timestamp = c.req.header("x-request-timestamp") ?? "";
    const signature = c.req.header("x-request-signature") ?? "";
    if (!timestamp || !signature) throw new ApiError(401, "signature_required", "X-Request-Timestamp and X-Request-Signature are required");
    const body = await c.req.text();
    if (!sameHex(signature, telegramReportSignature(token, timestamp, body))) {
      log("warn", "code report with a wrong signature refused", { channel: "telegram" });
      throw new ApiError(403, "signature_invalid", "The report's signature is wrong");
    }
    const seconds = Number(timestamp);
    if (!Number.isFinite(seconds) || Math.abs(now().getTime() / 1000 - seconds) > REPORT_MAX_SKEW_SECONDS) {
      throw new ApiError(403, "report_expired", "The report's timestamp is too far from now");
    }
    await next();
  });

  const keyedForEskiz = createMiddleware(async (c, next) => {
    if (!options.eskiz.password) throw new ApiError(503, "reports_off", "Eskiz is not configured (ESKIZ_EMAIL, ESKIZ_PASSWORD)");
    if (!sameHex(c.req.query("key") ?? "", eskizReportKey(options.eskiz.password))) {
      log("warn", "code report with a wrong key refused", { channel: "sms" });
      throw new ApiError(403, "report_key_invalid", "Unknown report address");
    }
    await next();
  });

  const store = async (requestId: string, channel: "telegram" | "sms", status: string, at: Date) => {
    // Reports can arrive out of order (a retried "sent" after "read"): the newest one wins.
    await db
      .insert(codeReports)
      .values({ requestId, channel, status, updatedAt: at })
      .onConflictDoUpdate({
        target: codeReports.requestId,
        set: { status: sql`excluded.status`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`excluded.updated_at >= ${codeReports.updatedAt}`,
      });
    log("info", "sign-in code report", { channel, requestId, status });
  };

  return apiApp()
    .openapi({ ...telegramRoute, middleware: [signedByTelegram] as const }, async (c) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await c.req.text());
      } catch {
        throw badRequest("invalid_json", "The report must be JSON");
      }
      const report = parseInput(telegramReport, parsed);
      const state = report.delivery_status ?? report.verification_status;
      const at = state?.updated_at ? new Date(state.updated_at * 1000) : now();
      await store(report.request_id, "telegram", state?.status ?? "unknown", at);
      return c.json({ received: true as const }, 200);
    })
    .openapi({ ...eskizRoute, middleware: [keyedForEskiz] as const }, async (c) => {
      const type = (c.req.header("content-type") ?? "").toLowerCase();
      let fields: unknown;
      try {
        fields = type.startsWith("application/json") ? await c.req.json() : await c.req.parseBody();
      } catch {
        throw badRequest("invalid_body", "The report must be JSON or form fields");
      }
      const report = parseInput(eskizReport, fields);
      const id = report.message_id ?? report.request_id ?? report.id;
      if (id === undefined || String(id) === "")
        throw badRequest("invalid_parameters", "Invalid parameter: message_id", { message_id: "is required" });
      await store(String(id).slice(0, 200), "sms", report.status, now());
      return c.json({ received: true as const }, 200);
    });
}
