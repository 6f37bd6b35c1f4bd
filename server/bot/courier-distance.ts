// How far the courier is, for the customer's status message while an order is on the way
// ("The courier is 2.4 km away, about 8 min"), from the courier's last position
// (server/couriers/positions.ts). server/bot/render.ts appends it to the customer's "on the way"
// message; a position queues a re-render of that message in the outbox at most once a minute.
import type { Locale } from "../../src/domain/locales";
import { etaMinutes, type Point, roadKm } from "../../src/domain/courier";
import { say } from "./texts";

const COURIER_AWAY = /*i18n*/ { id: "bot.courierAway", message: "The courier is {km} km away, about {minutes} min" };

/** The line for a courier at `courier` bringing an order to `address`, in the customer's language. */
export function courierDistanceLine(courier: Point, address: Point, locale: Locale): string {
  const km = roadKm(courier, address).toLocaleString(locale === "en" ? "en-GB" : locale === "uz" ? "uz-Latn-UZ" : "ru-RU");
  return say(COURIER_AWAY, locale, { km, minutes: etaMinutes(courier, address) });
}
