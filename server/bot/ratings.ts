// Ratings (issue 26). A completed order of a Telegram customer gets an outbox row "rate"
// (0017_broadcasts_and_ratings.sql): the bot asks for 1–5 stars with inline buttons
// (callback `rt:<order>:<stars>`). Only the order's own customer may press them; the first rating
// counts (order_ratings is keyed by the order). The bot then invites a comment: the customer's next
// plain message within a day becomes it. A rating of 2 or less writes an outbox row "rating" in the
// same transaction, which tells the restaurant's own chat (else the chain's) with the comment if any:
// the row waits ALERT_WAIT_MS (due_at) for the comment, and the comment, when it comes, makes it due
// at once; a comment that comes after the alert went sends the alert again, now with the comment.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Bot } from "grammy";
import type { Db } from "../db/client";
import { customers, orderRatings, orders, restaurants } from "../db/schema";
import { userLocale } from "./commands";
import { type OrderView, orderLocale, type Rendered } from "./render";
import { OPERATOR_LOCALE, say } from "./texts";
import { RT } from "./texts-extra";

export const LOW_RATING = 2;
const COMMENT_WINDOW_MS = 24 * 3600_000;
/** How long a low rating's alert waits for the customer's comment before it goes without one. */
export const ALERT_WAIT_MS = 10 * 60_000;
const DATA = /^rt:(\d{1,9}):([1-5])$/;

const stars = (n: number) => "⭐".repeat(n);

/** The ask: the order's number and five buttons, in the order's language. */
export function renderRatingAsk(view: OrderView): Rendered {
  const locale = orderLocale(view.order);
  const id = view.order.id;
  return {
    text: say(RT.ask, locale, { id }),
    reply_markup: { inline_keyboard: [[1, 2, 3, 4, 5].map((n) => ({ text: `${n}⭐`, callback_data: `rt:${id}:${n}` }))] },
  };
}

/** The restaurant's alert of a low rating (the operators' language), or null when the rating is gone. */
export async function renderRatingAlert(db: Db, view: OrderView): Promise<Rendered | null> {
  const [rating] = await db.select().from(orderRatings).where(eq(orderRatings.orderId, view.order.id));
  if (!rating) return null;
  const l = OPERATOR_LOCALE;
  const lines = [
    say(RT.alert, l, { id: view.order.id, restaurant: view.restaurantName, stars: `${stars(rating.stars)} ${rating.stars}/5` }),
    `${view.order.name}, ${view.order.phone}`,
    ...(rating.comment ? [say(RT.alertComment, l, { comment: rating.comment })] : []),
  ];
  return { text: lines.join("\n") };
}

/** Stores the first rating of the order; a low one also queues the restaurant's alert. False when already rated. */
export async function rateOrder(db: Db, orderId: number, value: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(orderRatings)
      .values({ orderId, stars: value, createdAt: now })
      .onConflictDoNothing()
      .returning({ orderId: orderRatings.orderId });
    if (taken.length === 0) return false;
    if (value <= LOW_RATING) {
      // The restaurant's own chat when it has one, else the chain's (target operator).
      await queueAlert(tx, orderId, new Date(now.getTime() + ALERT_WAIT_MS));
    }
    return true;
  });
}

/** The restaurant's own chat when it has one, else the chain's (target operator); not before `due`. */
async function queueAlert(db: Pick<Db, "execute">, orderId: number, due: Date) {
  await db.execute(sql`insert into bot_outbox (order_id, target, kind, chat_id, due_at)
    select o.id, case when r.operator_chat_id is null then 'operator' else 'restaurant' end, 'rating', r.operator_chat_id,
      ${due.toISOString()}::timestamptz
    from ${orders} o join ${restaurants} r on r.id = o.restaurant_id where o.id = ${orderId}`);
}

/** A low rating's comment: its waiting alert goes now; one already sent (or given up) goes again with it. */
async function alertComment(db: Pick<Db, "execute">, orderId: number, now: Date) {
  const waiting = await db.execute(sql`update bot_outbox set due_at = ${now.toISOString()}::timestamptz
    where order_id = ${orderId} and kind = 'rating' and sent_at is null and failed_at is null returning id`);
  if ((waiting as unknown as { rows: unknown[] }).rows.length === 0) await queueAlert(db, orderId, now);
  // The sender wakes on this (as on a new row's trigger) rather than at its next poll.
  await db.execute(sql`select pg_notify('bot_outbox', ${String(orderId)})`);
}

/** The customer's plain message as the comment of their latest rating still waiting for one; false when none is. */
export async function takeComment(db: Db, tgId: number, text: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - COMMENT_WINDOW_MS);
  const [waiting] = await db
    .select({ orderId: orderRatings.orderId, stars: orderRatings.stars })
    .from(orderRatings)
    .innerJoin(orders, eq(orders.id, orderRatings.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(customers.tgId, tgId), isNull(orderRatings.commentAt), gt(orderRatings.createdAt, since)))
    .orderBy(sql`${orderRatings.createdAt} desc`)
    .limit(1);
  if (!waiting) return false;
  await db.transaction(async (tx) => {
    const taken = await tx
      .update(orderRatings)
      .set({ comment: text.slice(0, 1000), commentAt: now })
      .where(and(eq(orderRatings.orderId, waiting.orderId), isNull(orderRatings.commentAt)))
      .returning({ orderId: orderRatings.orderId });
    if (taken.length > 0 && waiting.stars <= LOW_RATING) await alertComment(tx, waiting.orderId, now);
  });
  return true;
}

/** The stars' buttons; installed before the operators' buttons (which answer any other callback). */
export function installRatings(bot: Bot, db: Db, clock: () => Date) {
  bot.callbackQuery(DATA, async (ctx) => {
    const locale = userLocale(ctx);
    const [, id, value] = DATA.exec(ctx.callbackQuery.data) ?? [];
    const [order] = await db
      .select({ id: orders.id, tgId: customers.tgId, statusCode: orders.statusCode, language: orders.language })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, Number(id)));
    if (!order || order.tgId !== ctx.from.id)
      return void (await ctx.answerCallbackQuery({ text: say(RT.notYours, locale), show_alert: true }));
    const fresh = await rateOrder(db, order.id, Number(value), clock());
    const l = orderLocale(order);
    if (!fresh) return void (await ctx.answerCallbackQuery({ text: say(RT.already, l) }));
    await ctx.editMessageText(say(RT.thanks, l, { id: order.id, stars: stars(Number(value)) })).catch(() => undefined);
    await ctx.answerCallbackQuery();
  });
}
