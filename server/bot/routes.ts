// The Telegram bot's webhook (POST /api/telegram/webhook). (Placeholder until the bot is built.)
import { apiApp } from "../openapi/routes";
import type { OperatorDeps } from "../operator/deps";

export function botRoutes(_deps: OperatorDeps) {
  return apiApp();
}
