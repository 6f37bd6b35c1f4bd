// The mini-app's contact request (requestPhoneAccess): Telegram sends the user's own contact to the
// bot as a message in the private chat, and the number is linked to that Telegram customer
// (link-phone.ts). Only a contact whose user_id is the sender's own counts: Telegram fills user_id
// from its own records, so a forwarded card, someone else's number or a typed one is ignored and
// links nothing. The reply confirms in the user's language; the app meanwhile polls GET /api/me.
import type { Bot } from "grammy";
import { formatUzPhone } from "../../src/domain/phone";
import type { Db } from "../db/client";
import { log } from "../log";
import { userLocale } from "./commands";
import { linkTelegramPhone } from "./link-phone";
import { say, T } from "./texts";

/** Telegram's phone_number ("998901234567", sometimes "+998 90 …") → "+998901234567"; null if not Uzbek. */
export function contactPhone(raw: string): string | null {
  const digits = raw.replace(/[\s()+\-.]/g, "");
  return /^998[1-9]\d{8}$/.test(digits) ? `+${digits}` : null;
}

export function installContact(bot: Bot, db: Db) {
  bot.chatType("private").on("message:contact", async (ctx) => {
    const { contact } = ctx.message;
    const from = ctx.from;
    if (contact.user_id !== from.id) {
      log("info", "bot contact ignored: not the sender's own", { tgId: from.id });
      return;
    }
    const locale = userLocale(ctx);
    const phone = contactPhone(contact.phone_number);
    if (!phone) {
      log("info", "bot contact ignored: not an Uzbek number", { tgId: from.id });
      await ctx.reply(say(T.phoneNotUzbek, locale));
      return;
    }
    const name = [from.first_name, from.last_name ?? ""].filter((v) => v !== "").join(" ");
    const outcome = await linkTelegramPhone(db, { tgId: from.id, phone, name, language: from.language_code ?? null });
    log("info", "bot contact linked", { tgId: from.id, ...outcome });
    await ctx.reply(say(T.phoneLinked, locale, { phone: formatUzPhone(phone) }));
  });
}
