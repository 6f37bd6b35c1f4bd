// The bot's webhook (docs/api.md "Telegram bot"): every generated request is refused — without the
// right secret (none, junk, other tokens, the secret with a non-ASCII twin) 401 whatever the body,
// and with the right secret only bodies that are not an update (400 invalid_json or
// invalid_parameters), so nothing is ever stored in telegram_updates.
import fc from "fast-check";
import { webhookSecret } from "../../server/bot/service";
import { BOT_TOKEN } from "./harness";
import { junkHeader, junkJson } from "./junk";
import { type Endpoint, jsonish, nonAsciiTwin } from "./requests";

const HEADER = "X-Telegram-Bot-Api-Secret-Token";
const PATH = "/api/telegram/webhook";
const SECRET = webhookSecret({ telegramBotToken: BOT_TOKEN, telegramWebhookSecret: null }) ?? "";

/** Not an update: anything whose update_id is not a whole number from 0 up. */
const notAnUpdate = junkJson.filter((v) => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return true;
  const id = (v as { update_id?: unknown }).update_id;
  return !(typeof id === "number" && Number.isSafeInteger(id) && id >= 0);
});

const anyUpdate = fc.oneof(
  junkJson,
  fc.record({
    update_id: fc.integer({ min: 0, max: 2 ** 31 }),
    message: fc.record({ text: fc.constantFrom("/start", "/help", "/start order-1") }),
  }),
);

export const TELEGRAM_ENDPOINTS: Record<string, Endpoint> = {
  [`POST ${PATH}`]: {
    mustRefuse: true,
    // The schema keeps an update's unknown fields: one nested 100,000 deep once reached a recursive
    // check (500); it is refused before it is parsed (400 too_deep).
    examples: () => [
      {
        method: "POST",
        path: PATH,
        headers: { "Content-Type": "application/json", [HEADER]: SECRET },
        body: `{"update_id":1,"x":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`,
      },
    ],
    requests: (ctx) =>
      fc.oneof(
        fc
          .tuple(
            jsonish(anyUpdate),
            fc.oneof(
              fc.constant<Record<string, string>>({}),
              junkHeader.map((v) => ({ [HEADER]: v })),
              fc.constantFrom(...ctx.foreignTokens).map((v) => ({ [HEADER]: v })),
              fc.constant(nonAsciiTwin({ [HEADER]: SECRET })),
              fc.constantFrom(`${SECRET}x`, SECRET.slice(1), SECRET.toUpperCase()).map((v) => ({ [HEADER]: v })),
            ),
          )
          .map(([b, secret]) => ({ method: "POST", path: PATH, body: b.body, headers: { ...b.headers, ...secret } })),
        jsonish(notAnUpdate).map((b) => ({ method: "POST", path: PATH, body: b.body, headers: { ...b.headers, [HEADER]: SECRET } })),
      ),
  },
};
