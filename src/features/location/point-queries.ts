// Who delivers to the picked point (GetByLocation for delivery) and, when nobody does, the
// nearest restaurant to pick up from (for pickup, first).
import { atomWithQuery } from "jotai-tanstack-query";
import { DELIVERY, type OrderTypeId, PICKUP } from "../../domain/order-type";
import { localeAtom } from "../../i18n/locale-atom";
import { byLocationKey, getByLocation, type ByLocationParams } from "../restaurants/api/get-by-location";
import { pickedPointAtom } from "./atoms";

const params = (point: [number, number] | null, orderTypeId: OrderTypeId): ByLocationParams => ({
  longitude: point?.[0] ?? 0,
  latitude: point?.[1] ?? 0,
  orderTypeId,
});

/** The restaurants whose zone holds the picked point ([] outside every zone). */
export const deliveryCheckQueryAtom = atomWithQuery((get) => {
  const point = get(pickedPointAtom);
  const p = params(point, DELIVERY);
  return {
    queryKey: byLocationKey(get(localeAtom), p),
    queryFn: ({ signal }) => getByLocation(p, signal),
    enabled: point !== null,
    staleTime: 5 * 60_000,
  };
});

/** The nearest pickup restaurant, asked only when nobody delivers to the point. */
export const nearestPickupQueryAtom = atomWithQuery((get) => {
  const point = get(pickedPointAtom);
  const outside = get(deliveryCheckQueryAtom).data?.length === 0;
  const p = params(point, PICKUP);
  return {
    queryKey: [...byLocationKey(get(localeAtom), p), "first"],
    queryFn: async ({ signal }) => (await getByLocation(p, signal))[0] ?? null,
    enabled: point !== null && outside,
    staleTime: 5 * 60_000,
  };
});
