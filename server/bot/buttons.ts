// The operators' buttons under each order message. Only staff whose Telegram id is on the staff
// list and who may run the order's restaurant may press them; anyone else gets an alert and the
// order stays as it is. Moves go through server/orders/transitions.ts (audit included); the
// message itself is edited by the outbox, as for a move made anywhere else.
// Cancel asks why first (the preset reasons of CANCEL_REASONS, and "Back") and then cancels with
// that reason in the order's language (the customer is shown it; the order keeps it).
import type { Bot, Context } from "grammy";
import { mayManageRestaurant } from "../../src/domain/staff-roles";
import type { Db } from "../db/client";
import { ApiError } from "../http/errors";
import { errorFields, log } from "../log";
import { staffByTelegramId } from "../operator/staff-auth";
import { advanceOrder, cancelOrder } from "../orders/transitions";
import { userLocale } from "./commands";
import { loadOrder, orderLocale, renderOperator } from "./render";
import { CANCEL_REASONS, say, statusText, T } from "./texts";

const DATA = /^(adv|cx|cy|cr|bk):(\d{1,9})(?::(\d{1,3}))?$/;

export function installButtons(bot: Bot, db: Db, clock: () => Date) {
  bot.on("callback_query:data", async (ctx) => {
    const locale = userLocale(ctx);
    const alert = (text: string) => ctx.answerCallbackQuery({ text, show_alert: true });
    const match = DATA.exec(ctx.callbackQuery.data);
    if (!match) return void (await ctx.answerCallbackQuery());
    const [, action, id, from] = match;
    const view = await loadOrder(db, Number(id));
    const actor = await staffByTelegramId(db, ctx.from.id);
    // The chat's buttons move any step and cancel: the restaurant's manager or an admin. A cook and a
    // courier have their own screens, which allow only their steps (mayCallOperatorPath).
    if (!view || !actor || !mayManageRestaurant(actor, view.order.restaurantId)) {
      log("info", "bot button refused", { tgId: ctx.from.id, data: ctx.callbackQuery.data });
      return void (await alert(say(T.notAllowed, locale)));
    }
    const { order } = view;
    const editButtons = (confirm: boolean) =>
      ctx.editMessageReplyMarkup({ reply_markup: renderOperator(view, confirm).reply_markup }).catch(() => undefined);
    try {
      switch (action) {
        case "cx":
          await editButtons(true);
          return void (await ctx.answerCallbackQuery({ text: say(T.cancelWhy, locale, { id: order.id }) }));
        case "bk":
          await editButtons(false);
          return void (await ctx.answerCallbackQuery());
        case "adv": {
          const moved = await advanceOrder(db, actor, order.id, clock(), from === undefined ? undefined : Number(from));
          return void (await ctx.answerCallbackQuery({ text: say(T.moved, locale, { status: statusText(moved.statusCode, locale) }) }));
        }
        default: {
          // `cr:<id>:<n>` names a preset; `cy:<id>` (a message from before the presets) the general one.
          const preset = action === "cr" ? CANCEL_REASONS[Number(from)] : CANCEL_REASONS.at(-1);
          if (!preset) return void (await ctx.answerCallbackQuery());
          const reason = say(preset.reason, orderLocale(order));
          const moved = await cancelOrder(db, actor, order.id, reason, clock());
          return void (await ctx.answerCallbackQuery({ text: say(T.moved, locale, { status: statusText(moved.statusCode, locale) }) }));
        }
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === "awaiting_payment") return void (await alert(say(T.unpaidRefused, locale)));
      if (err instanceof ApiError && err.status === 409) return await stale(ctx, db, order.id, locale);
      if (err instanceof ApiError && err.status === 403) return void (await alert(say(T.notAllowed, locale)));
      log("warn", "bot button failed", { orderId: order.id, ...errorFields(err) });
      throw err;
    }
  });
}

/** The order moved meanwhile: say so and show its message as it is now. */
async function stale(ctx: Context, db: Db, orderId: number, locale: ReturnType<typeof userLocale>) {
  const view = await loadOrder(db, orderId);
  if (view) {
    const fresh = renderOperator(view);
    await ctx.editMessageText(fresh.text, { reply_markup: fresh.reply_markup }).catch(() => undefined);
  }
  await ctx.answerCallbackQuery({ text: say(T.stale, locale), show_alert: true });
}
