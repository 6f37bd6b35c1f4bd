// A broadcast's message for one recipient: the text in their language, the picture (by the public
// address of its 960 px JPEG, or Telegram's file_id once one send has uploaded it) and the button.
// The button opens the mini-app (web_app) on the menu folder, or on the menu with the promo code,
// and carries `bc=<id>` so the storefront reports the open (attribution, ./opened.ts).
import { type BroadcastButton, type BroadcastTexts, textFor } from "../../../src/domain/broadcast";
import type { Locale } from "../../../src/domain/locales";
import { withLocale } from "../../../src/domain/paths";
import { say } from "../texts";
import { SUB } from "../texts-extra";
import { mediaUrl } from "../../media/variants";

export interface BroadcastContent {
  id: number;
  texts: BroadcastTexts;
  photo: string | null;
  button: BroadcastButton | null;
}

export interface BroadcastMessage {
  text: string;
  /** A URL or a file_id; null = a text message. */
  photo: string | null;
  reply_markup?: { inline_keyboard: { text: string; web_app: { url: string } }[][] };
}

/** Where the button opens the mini-app; null without PUBLIC_URL. */
export function buttonUrl(publicUrl: string | null, locale: Locale, broadcastId: number, button: BroadcastButton): string | null {
  if (!publicUrl) return null;
  const query =
    button.kind === "folder"
      ? `tgWebAppStartParam=folder-${button.folderId}&bc=${broadcastId}`
      : `promo=${encodeURIComponent(button.code)}&bc=${broadcastId}`;
  return `${publicUrl}${withLocale("/", locale)}?${query}`;
}

export function renderBroadcast(b: BroadcastContent, locale: Locale, publicUrl: string | null, photoFileId?: string): BroadcastMessage {
  const photo = b.photo ? (photoFileId ?? (publicUrl ? `${publicUrl}${mediaUrl(b.photo, "960.jpg")}` : null)) : null;
  const url = b.button ? buttonUrl(publicUrl, locale, b.id, b.button) : null;
  const label = b.button?.kind === "promo" ? say(SUB.usePromo, locale, { code: b.button.code }) : say(SUB.openFolder, locale);
  return {
    text: textFor(b.texts, locale),
    photo,
    ...(url ? { reply_markup: { inline_keyboard: [[{ text: label, web_app: { url } }]] } } : {}),
  };
}
