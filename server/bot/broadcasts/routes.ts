// Broadcasts of the operator API (docs/operator-api.md, "Broadcasts"; admins only): list with
// progress and attribution, create a draft, count an audience, preview to the author's own chat,
// start, cancel. The sending itself is the worker's (./worker.ts), woken here on start.
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { GrammyError } from "grammy";
import {
  audienceCount,
  broadcastAudience,
  broadcastDraft,
  broadcastPath,
  broadcastPreview,
  broadcastsList,
  operatorBroadcast,
  previewSent,
} from "../../../src/contract/operator-broadcasts";
import { botService } from "../service";
import { staff } from "../../db/schema";
import { ApiError } from "../../http/errors";
import { jsonBody } from "../../http/json-body";
import { apiApp, json, jsonRequest, refusals, SECURITY } from "../../openapi/routes";
import type { OperatorDeps } from "../../operator/deps";
import { serialId } from "../../operator/ids";
import { adminsOnly, type StaffEnv } from "../../operator/staff-auth";
import { audienceCount as countAudience } from "./audience";
import { renderBroadcast } from "./render";
import { broadcastRow, cancelBroadcast, createBroadcast, getBroadcast, listBroadcasts, startBroadcast } from "./store";
import { photoUrl, sendBroadcastMessage } from "./worker";

const tags = ["Operator API"];
const security = SECURITY.operator;
const idParams = { params: broadcastPath };

const listRoute = createRoute({
  method: "get",
  path: "/broadcasts",
  tags,
  security,
  summary: "Broadcasts, newest first, with progress and attribution (admins)",
  middleware: [adminsOnly] as const,
  responses: { 200: json(broadcastsList, "The latest 100"), ...refusals(401, 403, 503) },
});

const createRoute_ = createRoute({
  method: "post",
  path: "/broadcasts",
  tags,
  security,
  summary: "A new broadcast, a draft (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(broadcastDraft, "Texts, picture, button and audience") },
  responses: { 201: json(operatorBroadcast, "The draft"), ...refusals(400, 401, 403, 413, 503) },
});

const countRoute = createRoute({
  method: "post",
  path: "/broadcasts/audience",
  tags,
  security,
  summary: "How many customers an audience takes now (admins)",
  middleware: [adminsOnly, jsonBody] as const,
  request: { body: jsonRequest(broadcastAudience, "The filters") },
  responses: { 200: json(audienceCount, "The count"), ...refusals(400, 401, 403, 413, 503) },
});

const getRoute = createRoute({
  method: "get",
  path: "/broadcasts/{id}",
  tags,
  security,
  summary: "One broadcast with its progress and attribution (admins)",
  middleware: [adminsOnly] as const,
  request: idParams,
  responses: { 200: json(operatorBroadcast, "The broadcast"), ...refusals(400, 401, 403, 404, 503) },
});

const previewRoute = createRoute({
  method: "post",
  path: "/broadcasts/{id}/preview",
  tags,
  security,
  summary: "Send the broadcast to the author's own Telegram chat first (admins)",
  description:
    "To the author's Telegram id on the staff list, else to chatId. 422 preview_chat_required without either; 422 preview_not_delivered when Telegram refuses (the author has not started the bot); 503 bot_off without the bot.",
  middleware: [adminsOnly, jsonBody] as const,
  request: { ...idParams, body: jsonRequest(broadcastPreview, "Where and in which language") },
  responses: { 200: json(previewSent, "Sent"), ...refusals(400, 401, 403, 404, 413, 422, 503) },
});

const startRoute = createRoute({
  method: "post",
  path: "/broadcasts/{id}/start",
  tags,
  security,
  summary: "Write the audience as recipients and start sending (admins)",
  description: "409 broadcast_not_draft unless a draft; 422 broadcast_audience_empty when nobody is in the audience.",
  middleware: [adminsOnly] as const,
  request: idParams,
  responses: { 200: json(operatorBroadcast, "Sending"), ...refusals(400, 401, 403, 404, 409, 422, 503) },
});

const cancelRoute = createRoute({
  method: "post",
  path: "/broadcasts/{id}/cancel",
  tags,
  security,
  summary: "Stop a draft or a broadcast being sent; pending recipients are not sent (admins)",
  description: "409 broadcast_finished once done or cancelled.",
  middleware: [adminsOnly] as const,
  request: idParams,
  responses: { 200: json(operatorBroadcast, "Cancelled"), ...refusals(400, 401, 403, 404, 409, 503) },
});

export function broadcastsRoutes({ database, db, clock, config }: OperatorDeps) {
  const days = config.broadcastAttributionDays;
  const id = (text: string) => serialId(text, "broadcast id");
  return apiApp<StaffEnv>()
    .openapi(listRoute, async (c) => c.json({ items: await listBroadcasts(db, days), attributionDays: days }, 200))
    .openapi(createRoute_, async (c) => {
      const created = await createBroadcast(db, c.get("actor"), c.req.valid("json"), clock());
      return c.json(await getBroadcast(db, created, days), 201);
    })
    .openapi(countRoute, async (c) => c.json({ count: await countAudience(db, c.req.valid("json")) }, 200))
    .openapi(getRoute, async (c) => c.json(await getBroadcast(db, id(c.req.valid("param").id), days), 200))
    .openapi(previewRoute, async (c) => {
      const row = await broadcastRow(db, id(c.req.valid("param").id));
      const { chatId: given, locale } = c.req.valid("json");
      const service = botService(database);
      if (!service) throw new ApiError(503, "bot_off", "The bot is not configured: set TELEGRAM_BOT_TOKEN");
      const actor = c.get("actor");
      const [own] = actor.staffId ? await db.select({ tgId: staff.tgId }).from(staff).where(eq(staff.id, actor.staffId)) : [];
      const chatId = own?.tgId ?? given;
      if (chatId === undefined || chatId === null)
        throw new ApiError(422, "preview_chat_required", "You have no Telegram id on the staff list: give chatId");
      const message = renderBroadcast(row, locale, config.publicUrl);
      if (row.photo) message.photo = await photoUrl(db, config.publicUrl, row.photo);
      try {
        await sendBroadcastMessage(service.bot.api, chatId, message);
      } catch (err) {
        if (err instanceof GrammyError && err.error_code < 500)
          throw new ApiError(422, "preview_not_delivered", `Telegram refused it: ${err.description}`);
        throw new ApiError(503, "telegram_unavailable", "Telegram did not answer; try again");
      }
      return c.json({ chatId }, 200);
    })
    .openapi(startRoute, async (c) => {
      const broadcastId = id(c.req.valid("param").id);
      await startBroadcast(db, c.get("actor"), broadcastId, clock());
      void botService(database)?.broadcasts.runOnce();
      return c.json(await getBroadcast(db, broadcastId, days), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const broadcastId = id(c.req.valid("param").id);
      await cancelBroadcast(db, c.get("actor"), broadcastId, clock());
      return c.json(await getBroadcast(db, broadcastId, days), 200);
    });
}
