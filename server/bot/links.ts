// Where the bot's buttons open the mini-app, as src/telegram/start-params.ts reads it on start:
// the page in the language's path (/en, /uz, / for Russian), Telegram's start parameter
// `tgWebAppStartParam=folder-12` in the query (it becomes the menu's folder hash without a reload),
// `?tag=spicy` for the tag filter, `?promo=SPRING15` for a promo code (the app's start puts it in the
// cart, src/features/cart/promo-link.ts, as the mini-app's own `startapp=promo-SPRING15` does), and
// /tracker/<id> for an order.
import type { Locale } from "../../src/domain/locales";
import { paths, withLocale } from "../../src/domain/paths";
import { normalizeCode } from "../../src/domain/promo-code";

export type StartTarget =
  | { kind: "menu" }
  | { kind: "folder"; folder: number }
  | { kind: "tag"; tag: string }
  | { kind: "promo"; code: string }
  | { kind: "order"; orderId: number };

/** `/start` payloads: folder-12, tag-spicy, promo-SPRING15, order-55; anything else opens the menu. */
export function parseStartPayload(payload: string): StartTarget {
  const folder = /^folder[-_]?(\d{1,9})$/.exec(payload);
  if (folder) return { kind: "folder", folder: Number(folder[1]) };
  const tag = /^tag[-_]([a-z0-9_-]{1,40})$/i.exec(payload);
  if (tag) return { kind: "tag", tag: tag[1].toLowerCase() };
  // Telegram's deep-link payload is A-Z, a-z, 0-9, _ and - (up to 64): the mini-app's own pattern.
  const promo = /^promo[-_]([a-z0-9_-]{1,60})$/i.exec(payload);
  if (promo) return { kind: "promo", code: normalizeCode(promo[1]) };
  const order = /^order[-_]?(\d{1,9})$/.exec(payload);
  if (order) return { kind: "order", orderId: Number(order[1]) };
  return { kind: "menu" };
}

/** The mini-app's address for a target, or null without PUBLIC_URL. */
export function appUrl(publicUrl: string | null, locale: Locale, target: StartTarget): string | null {
  if (!publicUrl) return null;
  switch (target.kind) {
    case "order":
      return `${publicUrl}${withLocale(paths.tracker.href(target.orderId), locale)}`;
    case "folder":
      return `${publicUrl}${withLocale("/", locale)}?tgWebAppStartParam=folder-${target.folder}`;
    case "tag":
      return `${publicUrl}${withLocale("/", locale)}?tag=${encodeURIComponent(target.tag)}`;
    case "promo":
      return `${publicUrl}${withLocale("/", locale)}?promo=${encodeURIComponent(target.code)}`;
    default:
      return `${publicUrl}${withLocale("/", locale)}`;
  }
}

/** Buttons that open the mini-app (web_app works in private chats only). */
export function webAppKeyboard(text: string, url: string | null) {
  return url ? { inline_keyboard: [[{ text, web_app: { url } }]] } : undefined;
}
