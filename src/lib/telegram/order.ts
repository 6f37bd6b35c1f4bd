// Inside the mini-app the order goes to the messenger-bot API (POST /api/tg_order, the
// same body and checks as the web order) instead of POST /api/delivery/Create. A failure sets the
// messenger error flag; an expired Telegram session is renewed once, silently.
import type { TgOrderCreated } from "../../contract/order";
import { api } from "../http/api";
import type { ApiInit } from "../http/api-types";
import { isMessengerMode, messengerError, orderOutcome } from "./state";
import { withTelegramAuth } from "./auth-retry";

export { isSessionFailure, withTelegramAuth } from "./auth-retry";

/** The bot API's order body; `language` is added by the client. */
export type TgOrderInput = ApiInit<"/api/tg_order", "post">["body"];

/** The messenger order, or null on the web (the caller then places the web order). */
export function telegramOrder(body: TgOrderInput, idempotencyKey: string): Promise<TgOrderCreated> | null {
  if (!isMessengerMode()) return null;
  return withTelegramAuth(() => api.POST("tg", "/api/tg_order", { body, headers: { "Idempotency-Key": idempotencyKey } })).then(
    (result) => {
      if (messengerError.get() === "order") messengerError.set(null);
      orderOutcome.set({ ok: true, at: Date.now() });
      return result;
    },
    (err: unknown) => {
      messengerError.set("order");
      orderOutcome.set({ ok: false, at: Date.now() });
      throw err;
    },
  );
}
