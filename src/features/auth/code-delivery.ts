// Where a sign-in code went and what the code step may offer next, from POST /api/auth/code's
// answer (src/contract/auth.ts `codeSent`): in Telegram, by SMS, or (demos) only to the server log.
import type { CodeChannel } from "../../contract/auth";
import { RESEND_AFTER_MS } from "./api/auth-api";

/** The contract's CODE_CHANNELS (the app imports only types from the contract). */
const CHANNELS: readonly CodeChannel[] = ["telegram", "sms", "log"];

export interface Delivery {
  /** null: not known (a code sent moments ago, before this visit; an older server's empty answer). */
  channel: CodeChannel | null;
  /** Epoch ms from which a new code may be asked for. */
  resendAt: number;
  smsAvailable: boolean;
  /** The code was sent before this request (429 too_soon): "a moment ago". */
  recent: boolean;
}

/** Reads the answer defensively; anything unexpected is an unknown channel with the usual pause. */
export function deliveryFrom(answer: unknown, now: number): Delivery {
  const a = (typeof answer === "object" && answer !== null ? answer : {}) as Record<string, unknown>;
  const channel = CHANNELS.find((c) => c === a.channel) ?? null;
  const seconds = typeof a.resendAfterSeconds === "number" && a.resendAfterSeconds >= 0 ? a.resendAfterSeconds : RESEND_AFTER_MS / 1000;
  return { channel, resendAt: now + seconds * 1000, smsAvailable: a.smsAvailable === true, recent: false };
}

/** A code went to this number moments ago (429 too_soon): it still works; ask again after `seconds`. */
export const recentDelivery = (seconds: number, now: number): Delivery => ({
  channel: null,
  resendAt: now + seconds * 1000,
  smsAvailable: false,
  recent: true,
});

export interface ResendOffer {
  /** "Send a new code" (the usual way). */
  again: boolean;
  /** "Send by SMS instead": the code went in Telegram and the server can send SMS. */
  sms: boolean;
}

/** What the code step offers once the pause is over (nothing while it lasts, only the countdown). */
export function resendOffer(delivery: Delivery, secondsLeft: number): ResendOffer {
  if (secondsLeft > 0) return { again: false, sms: false };
  return { again: true, sms: delivery.smsAvailable && delivery.channel === "telegram" };
}
