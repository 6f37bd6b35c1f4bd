// Commands in a private chat: /start <payload> (folder-12, tag-spicy, promo-SPRING15, order-55), /menu, /orders,
// /help, answered in the user's language (Telegram's language_code: ru, en, uz, else ru) with an
// inline web_app button that opens the mini-app there. order-55 opens that order's tracker only
// for the Telegram user who placed it; anyone else gets the plain greeting. promo-SPRING15 opens the
// menu with that code in the cart (the button names the code; the cart checks it). /start also subscribes
// the user to broadcasts again (./subscription.ts).
import { and, eq } from "drizzle-orm";
import type { Bot, Context } from "grammy";
import { type Locale, localeFromTelegram } from "../../src/domain/locales";
import { withLocale } from "../../src/domain/paths";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { customers, orders } from "../db/schema";
import { appUrl, parseStartPayload, type StartTarget, webAppKeyboard } from "./links";
import { resubscribe } from "./subscription";
import { helpText, say, T } from "./texts";
import { SUB } from "./texts-extra";

export const COMMANDS = ["menu", "orders", "help"] as const;

export const userLocale = (ctx: Context): Locale => localeFromTelegram(ctx.from?.language_code);

async function ownsOrder(db: Db, tgId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(customers.tgId, tgId)));
  return row !== undefined;
}

export function installCommands(bot: Bot, db: Db, config: Pick<Config, "publicUrl">) {
  const reply = async (ctx: Context, text: string, button: string, url: string | null) => {
    const keyboard = webAppKeyboard(button, url);
    await ctx.reply(url ? text : `${text}\n\n${say(T.noSite, userLocale(ctx))}`, keyboard ? { reply_markup: keyboard } : {});
  };
  const privateChat = bot.chatType("private");

  privateChat.command("start", async (ctx) => {
    const locale = userLocale(ctx);
    await resubscribe(db, ctx.from.id); // after "stop" or an unblocked bot: broadcasts come again
    let target: StartTarget = parseStartPayload(ctx.match.trim());
    if (target.kind === "order" && !(await ownsOrder(db, ctx.from.id, target.orderId))) target = { kind: "menu" };
    const url = appUrl(config.publicUrl, locale, target);
    if (target.kind === "promo") {
      const code = { code: target.code };
      await reply(ctx, say(T.greetingPromo, locale, code), say(SUB.usePromo, locale, code), url);
      return;
    }
    const text = { menu: T.greeting, folder: T.greetingFolder, tag: T.greetingTag, order: T.greetingOrder }[target.kind];
    const button = target.kind === "order" ? say(T.openOrder, locale) : say(T.openMenu, locale);
    await reply(ctx, say(text, locale), button, url);
  });

  privateChat.command("menu", async (ctx) => {
    const locale = userLocale(ctx);
    await reply(ctx, say(T.greeting, locale), say(T.openMenu, locale), appUrl(config.publicUrl, locale, { kind: "menu" }));
  });

  privateChat.command("orders", async (ctx) => {
    const locale = userLocale(ctx);
    const url = config.publicUrl ? `${config.publicUrl}${withLocale("/profile", locale)}` : null;
    await reply(ctx, say(T.ordersText, locale), say(T.myOrders, locale), url);
  });

  privateChat.command("help", async (ctx) => {
    const locale = userLocale(ctx);
    await reply(ctx, helpText(locale), say(T.openMenu, locale), appUrl(config.publicUrl, locale, { kind: "menu" }));
  });
}
