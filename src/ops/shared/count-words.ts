// Counted things in the console's language, with the language's plural forms (Lingui plural:
// "1 order", "2 orders"; "1 заказ", "2 заказа", "5 заказов"; "1 ta buyurtma"): a bare "{n} orders"
// read "1 orders" in English. Read through the global i18n the console activates (src/ops/i18n.ts).
import { plural } from "@lingui/core/macro";
import type { Locale } from "../../domain/locales";
import { pointsText } from "../customers/point-moves";

export const ordersCount = (n: number): string => plural(n, { one: "# order", other: "# orders" });

export const customersCount = (n: number): string => plural(n, { one: "# customer", other: "# customers" });

export const usedTimes = (n: number): string => plural(n, { one: "Used # time", other: "Used # times" });

/** "1 point", "12,500 points" ("12 500 баллов"): the number grouped as the console writes points. */
export function pointsCount(n: number, locale: Locale): string {
  const points = pointsText(n, locale);
  return plural(n, { one: `${points} point`, other: `${points} points` });
}
