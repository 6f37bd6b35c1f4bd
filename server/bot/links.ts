// Where the bot's buttons open the mini-app, as src/telegram/start-params.ts reads it on start:
// the page in the language's path (/en, /uz, / for Russian), Telegram's start parameter
// `tgWebAppStartParam=folder-12` in the query (it becomes the menu's folder hash without a reload),
// `?tag=spicy` for the tag filter, and /tracker/<id> for an order.
import type { Locale } from "../../src/domain/locales";
import { paths, withLocale } from "../../src/domain/paths";

export type StartTarget =
  | { kind: "menu" }
  | { kind: "folder"; folder: number }
  | { kind: "tag"; tag: string }
  | { kind: "order"; orderId: number };

/** `/start` payloads: folder-12, tag-spicy, order-55; anything else opens the menu. */
export function parseStartPayload(payload: string): StartTarget {
  const folder = /^folder[-_]?(\d{1,9})$/.exec(payload);
  if (folder) return { kind: "folder", folder: Number(folder[1]) };
  const tag = /^tag[-_]([a-z0-9_-]{1,40})$/i.exec(payload);
  if (tag) return { kind: "tag", tag: tag[1].toLowerCase() };
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
    default:
      return `${publicUrl}${withLocale("/", locale)}`;
  }
}

/** Buttons that open the mini-app (web_app works in private chats only). */
export function webAppKeyboard(text: string, url: string | null) {
  return url ? { inline_keyboard: [[{ text, web_app: { url } }]] } : undefined;
}
