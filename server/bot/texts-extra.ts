// The bot's texts of issue 26 (ratings, "stop", broadcasts' buttons): like ./texts.ts, English
// here, Russian and Uzbek in locales/<locale>/bot.po.
import type { MessageDescriptor } from "@lingui/core";

/** Ratings (./ratings.ts). */
export const RT = {
  ask: /*i18n*/ { id: "bot.rate.ask", message: "How was order #{id}? Rate it from 1 to 5." },
  thanks: /*i18n*/ {
    id: "bot.rate.thanks",
    message: "Thank you! Order #{id}: {stars}. If you like, write a comment in your next message.",
  },
  already: /*i18n*/ { id: "bot.rate.already", message: "This order is already rated, thank you!" },
  notYours: /*i18n*/ { id: "bot.rate.notYours", message: "Only the customer of this order can rate it." },
  commentThanks: /*i18n*/ { id: "bot.rate.commentThanks", message: "Thank you for the comment — the restaurant will read it." },
  alert: /*i18n*/ { id: "bot.rate.alert", message: "⚠️ Low rating: order #{id} · {restaurant} · {stars}" },
  alertComment: /*i18n*/ { id: "bot.rate.alertComment", message: "Comment: {comment}" },
} satisfies Record<string, MessageDescriptor>;

/** "stop" and /start (./subscription.ts), broadcasts' buttons (server/bot/broadcasts/render.ts). */
export const SUB = {
  stopped: /*i18n*/ {
    id: "bot.sub.stopped",
    message: "Done: we will not send you news and offers any more. Messages about your orders still come. Send /start to subscribe again.",
  },
  openFolder: /*i18n*/ { id: "bot.bc.openFolder", message: "Open the menu" },
  usePromo: /*i18n*/ { id: "bot.bc.usePromo", message: "Order with code {code}" },
} satisfies Record<string, MessageDescriptor>;
