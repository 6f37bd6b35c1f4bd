// Identity inside Telegram: the mini-app's init data, validated here with the bot
// token (HMAC-SHA256 compared in constant time, auth_date within TELEGRAM_AUTH_MAX_AGE and not ahead), is exchanged for a session.
// GET /api/hash then hands out the header that proves to the bot API which Telegram user calls.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createRoute } from "@hono/zod-openapi";
import { botToken, TG_AUTH_HEADER, telegramAuthHeader, telegramSignedIn } from "../../src/contract/auth";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { ApiError } from "../http/errors";
import { checkInitData } from "./init-data";
import { sessionCustomer } from "./session";
import { openSession } from "./session-cookie";
import { signToken } from "./tokens";
import { apiApp, json, refusals, SECURITY } from "../openapi/routes";

const tags = ["Storefront server"];

const telegramRoute = createRoute({
  method: "post",
  path: "/auth/telegram",
  tags,
  summary: "Sign in with the mini-app's init data",
  description: "Validated with the bot token (HMAC-SHA256, auth_date within TELEGRAM_AUTH_MAX_AGE); sets the session cookie.",
  request: { headers: telegramAuthHeader },
  responses: { 200: json(telegramSignedIn, "Signed in"), ...refusals(401, 503) },
});

const hashRoute = createRoute({
  method: "get",
  path: "/hash",
  tags,
  security: SECURITY.session,
  summary: "The header that proves to the bot API which Telegram user calls",
  description: "Needs a session opened by POST /api/auth/telegram.",
  responses: { 200: json(botToken, "The header's name and value, and when it expires"), ...refusals(401) },
});

export interface TelegramAuthOptions {
  botToken: string | null;
  maxAgeSeconds: number;
  cookieSecure: boolean;
  tgSecret: string;
  tokenTtlSeconds: number;
}

export function telegramAuthRoutes(db: Db, options: TelegramAuthOptions) {
  return apiApp()
    .openapi(telegramRoute, async (c) => {
      if (!options.botToken) throw new ApiError(503, "telegram_off", "Telegram sign-in is not configured on this server");
      const raw = /^tma\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      if (!raw) throw new ApiError(401, "init_data_required", "Send the mini-app's init data as `Authorization: tma <init data>`");
      const user = checkInitData(raw, options.botToken, options.maxAgeSeconds);
      const tgId = user.id;
      const name = [user.firstName, user.lastName].filter((v) => v !== "").join(" ");
      const language = user.languageCode;
      await db
        .insert(customers)
        .values({ id: randomUUID(), tgId, name, language })
        .onConflictDoUpdate({ target: customers.tgId, set: { name } });
      const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.tgId, tgId));
      await openSession(c, db, customer.id, 30, options.cookieSecure);
      return c.json({ customerId: customer.id, tgId, name }, 200);
    })
    .openapi(hashRoute, async (c) => {
      c.header("Cache-Control", "no-store");
      const customerId = await sessionCustomer(db, c);
      const [customer] = customerId ? await db.select().from(customers).where(eq(customers.id, customerId)) : [];
      if (!customer?.tgId) throw new ApiError(401, "telegram_session_required", "Open the store from Telegram to use the bot API");
      const exp = Math.floor(Date.now() / 1000) + options.tokenTtlSeconds;
      return c.json(
        { [TG_AUTH_HEADER]: signToken({ sub: customer.id, tg: customer.tgId, exp }, options.tgSecret), expiresAt: exp * 1000 },
        200,
      );
    });
}
