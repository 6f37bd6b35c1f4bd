// Plain text to the bot in a private chat (not a command): the bot reads no messages, so it says
// so in the user's language, with the menu's web_app button and the chain's phone to call
// (CHAIN_PHONE, else the first open restaurant's phone in the console's order). Installed after
// the commands, so "/menu" and the others never get here; groups (the operators' chats) are quiet.
import { asc, eq } from "drizzle-orm";
import type { Bot } from "grammy";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { restaurants } from "../db/schema";
import { userLocale } from "./commands";
import { appUrl, webAppKeyboard } from "./links";
import { takeComment } from "./ratings";
import { say, T } from "./texts";
import { RT } from "./texts-extra";

/** The phone customers call: the configured one, else the first active restaurant's; null when none. */
export async function chainPhone(db: Db, config: Pick<Config, "chainPhone">): Promise<string | null> {
  if (config.chainPhone) return config.chainPhone;
  const [first] = await db
    .select({ phone: restaurants.phone })
    .from(restaurants)
    .where(eq(restaurants.isActive, true))
    .orderBy(asc(restaurants.sort), asc(restaurants.id))
    .limit(1);
  return first?.phone ?? null;
}

export function installPlainText(bot: Bot, db: Db, config: Pick<Config, "publicUrl" | "chainPhone">, clock: () => Date) {
  bot.chatType("private").on("message:text", async (ctx) => {
    if (ctx.message.text.startsWith("/")) return; // an unknown command: Telegram shows the command list
    const locale = userLocale(ctx);
    // The comment of a rating just given (./ratings.ts) is the one message the bot does read.
    if (await takeComment(db, ctx.from.id, ctx.message.text, clock())) return void (await ctx.reply(say(RT.commentThanks, locale)));
    const phone = await chainPhone(db, config);
    const text = phone ? say(T.plainText, locale, { phone }) : say(T.plainTextNoPhone, locale);
    const keyboard = webAppKeyboard(say(T.openMenu, locale), appUrl(config.publicUrl, locale, { kind: "menu" }));
    await ctx.reply(keyboard ? text : `${text}\n\n${say(T.noSite, locale)}`, keyboard ? { reply_markup: keyboard } : {});
  });
}
