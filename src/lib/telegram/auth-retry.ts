// A bot-API call with the Telegram session renewed once when it has expired: used by the
// messenger order (./order.ts), the basket's sync and the address lookup (a first-load module, so
// this lives apart from the order code).
import { HttpError } from "../http/http-error";
import { telegram } from "./state";

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
