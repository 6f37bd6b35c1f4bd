// Broadcasts' subscription in the chat (issue 26): "stop" (/stop, "стоп", "to'xtatish",
// "unsubscribe", "отписаться") sets customers.unsubscribed_at and confirms in the user's language;
// /start clears it and a bot block (commands.ts calls resubscribe). Messages about orders are not
// broadcasts and still come. Installed before the plain-text answer.
import { eq } from "drizzle-orm";
import type { Bot } from "grammy";
import type { Db } from "../db/client";
import { customers } from "../db/schema";
import { localeFromTelegram } from "../../src/domain/locales";
import { say } from "./texts";
import { SUB } from "./texts-extra";

const STOP_WORDS = new Set(["stop", "/stop", "стоп", "to'xtatish", "toxtatish", "unsubscribe", "отписаться", "obunani bekor qilish"]);

/** Whether a message means "stop" (case, spaces, the apostrophe's shape and final punctuation aside). */
export function isStopWord(text: string): boolean {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[‘’ʻʼ`]/g, "'")
    .replace(/[.!]+$/, "")
    .replace(/\s+/g, " ");
  return STOP_WORDS.has(word) || STOP_WORDS.has(word.replace(/@\w+$/, ""));
}

export async function unsubscribe(db: Db, tgId: number, now: Date) {
  await db.update(customers).set({ unsubscribedAt: now }).where(eq(customers.tgId, tgId));
}

/** Wanted again: /start after "stop" or after unblocking the bot. */
export async function resubscribe(db: Db, tgId: number) {
  await db.update(customers).set({ unsubscribedAt: null, botBlockedAt: null }).where(eq(customers.tgId, tgId));
}

export function installSubscription(bot: Bot, db: Db, clock: () => Date) {
  bot.chatType("private").on("message:text", async (ctx, next) => {
    if (!isStopWord(ctx.message.text)) return next();
    await unsubscribe(db, ctx.from.id, clock());
    await ctx.reply(say(SUB.stopped, localeFromTelegram(ctx.from?.language_code)));
  });
}
