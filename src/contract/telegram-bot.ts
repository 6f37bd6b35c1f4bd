// The bot's webhook (POST /api/telegram/webhook): Telegram's Update object, of which the server
// checks only update_id (grammY reads the rest), and the empty acknowledgement.
import { z } from "zod";

export const TELEGRAM_SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";

export const telegramUpdate = z
  .looseObject({
    update_id: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(Number.MAX_SAFE_INTEGER),
  })
  .meta({ id: "TelegramUpdate", description: "An Update of the Telegram Bot API (https://core.telegram.org/bots/api#update)" });

export const webhookHeaders = z.object({
  [TELEGRAM_SECRET_HEADER.toLowerCase()]: z.string().optional().meta({ description: "The webhook's secret (TELEGRAM_WEBHOOK_SECRET)" }),
});

export const webhookAck = z.object({ ok: z.literal(true) }).meta({ id: "WebhookAck" });

export type TelegramUpdate = z.infer<typeof telegramUpdate>;
