// The customer's phone inside the mini-app, without a code: Telegram's contact request
// (requestPhoneAccess) sends the user's own contact to the bot, the server links the number
// (server/bot/contact.ts), and the app waits until GET /api/me shows it. The SDK is imported on
// demand, so it stays in the Telegram chunk.
import { telegram } from "./state";

export type PhoneRequestOutcome = "sent" | "cancelled" | "unavailable";

/** Inside the mini-app with a Telegram new enough to share a contact (Mini Apps 6.9). */
export const telegramPhoneAvailable = () => telegram.active;

/** Asks Telegram to share the user's phone number with the bot. */
export async function askTelegramForPhone(): Promise<PhoneRequestOutcome> {
  if (!telegram.active) return "unavailable";
  try {
    const { requestPhoneAccess } = await import("@telegram-apps/sdk-react");
    if (!requestPhoneAccess.isAvailable()) return "unavailable";
    const status: unknown = await requestPhoneAccess();
    return status === "sent" ? "sent" : "cancelled";
  } catch (err) {
    console.warn("Telegram's contact request failed", err);
    return "unavailable";
  }
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Reads the profile's phone until it shows (the bot's webhook has linked it) or time is up; null
 * then. `read` answering "none" (no session) stops at once: nothing will appear.
 */
export async function waitForPhone(read: () => Promise<string | null | "none">, options: WaitOptions = {}): Promise<string | null> {
  const { timeoutMs = 20_000, intervalMs = 1_000, now = Date.now } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = now() + timeoutMs;
  for (;;) {
    const phone = await read().catch(() => null);
    if (phone === "none") return null;
    if (phone) return phone;
    if (now() >= deadline) return null;
    await sleep(intervalMs);
  }
}
