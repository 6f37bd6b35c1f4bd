// The Telegram bot's webhook: POST /api/telegram/webhook. Telegram sends each update as JSON with
// X-Telegram-Bot-Api-Secret-Token (setWebhook's secret_token); a wrong or missing secret is 401,
// a server without the bot (no TELEGRAM_BOT_TOKEN) 503. An update is
// taken once (dedupe by update_id in the database, safe with several processes), answered 200 at
// once and handled after, so Telegram never waits for the bot's own calls.
import { createHash, timingSafeEqual } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { Update } from "grammy/types";
import { TELEGRAM_SECRET_HEADER, telegramUpdate, webhookAck, webhookHeaders } from "../../src/contract/telegram-bot";
import { ApiError } from "../http/errors";
import { jsonBody } from "../http/json-body";
import { apiApp, json, jsonRequest, refusals } from "../openapi/routes";
import type { OperatorDeps } from "../operator/deps";
import { type BotService, botServiceFor } from "./service";

/** Constant-time, whatever the lengths (both sides hashed first). */
function secretMatches(given: string, secret: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

function webhookAuth(service: BotService | null) {
  return createMiddleware(async (c, next) => {
    if (!service?.secret) throw new ApiError(503, "bot_off", "The bot is not configured: set TELEGRAM_BOT_TOKEN");
    if (!secretMatches(c.req.header(TELEGRAM_SECRET_HEADER) ?? "", service.secret))
      throw new ApiError(401, "webhook_secret_invalid", `${TELEGRAM_SECRET_HEADER} is missing or wrong`);
    return next();
  });
}

export function botRoutes(deps: OperatorDeps) {
  const service = botServiceFor(deps);
  const webhookRoute = createRoute({
    method: "post",
    path: "/telegram/webhook",
    tags: ["Telegram bot"],
    summary: "Telegram's updates for the bot",
    description:
      "Called by Telegram only (setWebhook). Each update_id is handled once across every server process; the answer comes before the handling.",
    middleware: [webhookAuth(service), jsonBody] as const,
    request: { headers: webhookHeaders, body: jsonRequest(telegramUpdate) },
    responses: { 200: json(webhookAck, "Taken (or already taken before)"), ...refusals(400, 401, 413, 503) },
  });
  return apiApp().openapi(webhookRoute, async (c) => {
    // webhookAuth refused a missing service already.
    await service?.accept(c.req.valid("json") as unknown as Update);
    return c.json({ ok: true as const }, 200);
  });
}
