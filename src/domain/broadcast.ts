// Broadcasts (issue 26): what one is made of, shared by the server and the console. A broadcast
// has a text per language (at least one; a recipient reads their own, else Russian, English,
// Uzbek in that order), an optional picture (an uploaded media id) and an optional button that
// opens the mini-app on a menu folder or with a promo code; the audience is a filter over the
// chain's Telegram customers.
import type { Locale } from "./locales";
import { LOCALES } from "./locales";

export const BROADCAST_STATUSES = ["draft", "sending", "done", "cancelled"] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const RECIPIENT_STATES = ["pending", "sent", "blocked", "failed"] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export type BroadcastTexts = Partial<Record<Locale, string>>;

export type BroadcastButton = { kind: "folder"; folderId: number } | { kind: "promo"; code: string };

/** Who gets it: every filter left out is no filter. Dates are Tashkent days (YYYY-MM-DD). */
export interface BroadcastAudience {
  languages?: Locale[];
  /** Region ids: the region of the restaurant of the customer's last order. */
  regionIds?: number[];
  /** The last order was placed on or after this day / before this day. */
  lastOrderFrom?: string;
  lastOrderBefore?: string;
  /** Orders placed (any status), at least / at most. */
  ordersMin?: number;
  ordersMax?: number;
}

/** The text a recipient of this language reads: their own, else the first written in ru, en, uz. */
export function textFor(texts: BroadcastTexts, locale: Locale): string {
  const own = texts[locale]?.trim();
  if (own) return own;
  for (const other of LOCALES) {
    const text = texts[other]?.trim();
    if (text) return text;
  }
  return "";
}

/** The start parameter a broadcast's button carries into the mini-app: bc-<id> (attribution). */
export const broadcastStartParam = (id: number) => `bc-${id}`;
export function broadcastIdOfStart(param: string | null | undefined): number | null {
  const match = /^bc-(\d{1,9})(?:_|$)/.exec(param ?? "");
  return match ? Number(match[1]) : null;
}
