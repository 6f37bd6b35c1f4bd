// Inside the mini-app the order goes to the messenger-bot API (POST /api/tg_order, the
// same body and checks as the web order) instead of POST /api/delivery/Create. A failure sets the
// messenger error flag; an expired Telegram session is renewed once, silently.
import type { TgOrderCreated } from "../../contract/order";
import { api } from "../http/api";
import type { ApiInit } from "../http/api-types";
import { HttpError } from "../http/http-error";
import { isMessengerMode, messengerError, orderOutcome, telegram } from "./state";

/**
 * True for a refusal that a fresh Telegram session can fix: a 401 from the bot API, or GET
 * /api/hash refusing (src/lib/http/credentials.ts throws "<url> answered <status>").
 */
export function isSessionFailure(err: unknown): boolean {
  if (err instanceof HttpError) return err.status === 401;
  return err instanceof Error && /\/api\/hash answered 401/.test(err.message);
}

const SIGN_IN_WAIT_MS = 8_000;

/** Runs a bot-API call; when the session has expired, exchanges the init data again and retries once. */
export async function withTelegramAuth<T>(call: () => Promise<T>): Promise<T> {
  // A call made before the session is open (a bot link's address, named at start) waits for the
  // sign-in instead of meeting a 401 from GET /api/hash first; at most a few seconds, in case the
  // shell that signs in never loaded.
  const signingIn = telegram.signingIn ?? telegram.firstSignIn;
  if (signingIn) await Promise.race([signingIn, new Promise((resolve) => setTimeout(resolve, SIGN_IN_WAIT_MS))]);
  try {
    return await call();
  } catch (err) {
    if (!isSessionFailure(err) || !telegram.reauthenticate) throw err;
    if (!(await telegram.reauthenticate())) throw err;
    return call();
  }
}

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
