// A restaurant row's hours as the shared rules read them (src/domain/opening-hours.ts), as the
// storefront sends them, and the readable refusal of an order for a time it is closed.
import { isOpenAt, type RestaurantHours, todaysHours } from "../../src/domain/opening-hours";
import { tashkentDateTime } from "../../src/domain/tashkent-time";
import type { RestaurantRow } from "./restaurant-queries";

type HoursRow = Pick<RestaurantRow, "opensAt" | "closesAt" | "deliveryDuration" | "hoursExceptions" | "closedUntil">;

export const hoursOf = (r: HoursRow): RestaurantHours => ({
  opensAt: r.opensAt,
  closesAt: r.closesAt,
  deliveryDuration: r.deliveryDuration,
  exceptions: r.hoursExceptions,
  closedUntil: r.closedUntil,
});

/** The storefront's fields (menu and restaurant lists); the app judges them against its own clock. */
export const storefrontHoursOf = (r: HoursRow) => ({
  hoursExceptions: r.hoursExceptions,
  closedUntil: r.closedUntil?.toISOString() ?? null,
});

/** Why an order "as soon as possible" cannot be taken now, in words; null when the restaurant is open. */
export function closedNowMessage(r: HoursRow, now: Date): string | null {
  const hours = hoursOf(r);
  if (isOpenAt(hours, now)) return null;
  if (r.closedUntil && r.closedUntil > now)
    return `The restaurant is closed for a while, until ${tashkentDateTime(r.closedUntil.toISOString())}. Choose a time slot.`;
  const today = todaysHours(hours, now);
  if (!today) return "The restaurant is closed today. Choose a time slot.";
  return `The restaurant is closed now: today it works ${today.opensAt}–${today.closesAt}. Choose a time slot.`;
}
