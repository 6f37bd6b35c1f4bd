// Which restaurant an admin's kitchen or courier screen opens on: the one they chose last on that
// screen (kept in localStorage, per screen), else the one with the most orders for that screen
// (the kitchen's accepted and cooking ones, the road's ready and travelling deliveries), else the
// first. Managers and cooks have their own restaurant and never come here.
import type { OperatorOrder } from "../../contract/operator";
import { STATUS } from "../../domain/order-status";
import { DELIVERY } from "../../domain/order-type";

export type Station = "kitchen" | "courier";

/** The orders each screen shows (server/operator/kitchen-read.ts, courier-read.ts). */
export const STATION_ORDERS: Record<Station, (o: Pick<OperatorOrder, "statusCode" | "orderTypeId">) => boolean> = {
  kitchen: (o) => o.statusCode === STATUS.confirmed || o.statusCode === STATUS.cooking,
  courier: (o) => o.orderTypeId === DELIVERY && (o.statusCode === STATUS.ready || o.statusCode === STATUS.onTheWay),
};

const key = (station: Station) => `ops.${station}.restaurant`;

export function rememberedRestaurant(station: Station): string | null {
  try {
    return localStorage.getItem(key(station));
  } catch {
    return null;
  }
}

export function rememberRestaurant(station: Station, restaurantId: string): void {
  try {
    localStorage.setItem(key(station), restaurantId);
  } catch {
    // Private mode or storage off: the choice lasts until the page closes.
  }
}

/** The restaurant to open on; null while there are no restaurants. */
export function defaultRestaurant(
  station: Station,
  restaurantIds: readonly string[],
  remembered: string | null,
  active: readonly Pick<OperatorOrder, "statusCode" | "orderTypeId" | "restaurantId">[],
): string | null {
  if (remembered && restaurantIds.includes(remembered)) return remembered;
  const counts = new Map<string, number>();
  for (const o of active) if (STATION_ORDERS[station](o)) counts.set(o.restaurantId, (counts.get(o.restaurantId) ?? 0) + 1);
  let best: string | null = restaurantIds[0] ?? null;
  for (const id of restaurantIds) if ((counts.get(id) ?? 0) > (counts.get(best ?? "") ?? 0)) best = id;
  return best;
}
