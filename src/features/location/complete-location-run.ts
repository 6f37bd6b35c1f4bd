// Completing a delivery location that has a point but no restaurant (./complete-location.ts):
// the restaurant whose zone holds the point and the point's name, chosen as "Deliver here" would;
// outside every zone the sheet opens on the point.
import type { useStore } from "jotai";
import { DELIVERY } from "../../domain/order-type";
import type { LonLat } from "../../domain/zones";
import { serverMessage } from "../../lib/http/http-error";
import { toast } from "../../lib/toast";
import { getByLocation } from "../restaurants/api/get-by-location";
import { type AddressName, getAddress } from "./api/get-address";
import { locationSheetOpenAtom, pickPointAtom } from "./atoms";
import { chooseDeliveryAtom } from "./choose";

type Store = ReturnType<typeof useStore>;

/** `failed`: the translated "could not load" message, for a failed lookup without the server's own. */
export async function completeLocation(store: Store, point: LonLat, signal: AbortSignal, failed: string): Promise<void> {
  const [longitude, latitude] = point;
  const restaurants = await getByLocation({ longitude, latitude, orderTypeId: DELIVERY }, signal).catch((err: unknown) => {
    if (!signal.aborted) toast.error(serverMessage(err) ?? failed);
    return null;
  });
  if (!restaurants || signal.aborted) return;
  const restaurant = restaurants[0];
  if (!restaurant) {
    store.set(pickPointAtom, point);
    store.set(locationSheetOpenAtom, true);
    return;
  }
  // Unnamed (the lookup failed) the point is still chosen, by its coordinates.
  let name: AddressName | null = null;
  try {
    name = await getAddress(longitude, latitude, signal);
  } catch {
    if (!signal.aborted) toast.error(failed);
  }
  if (!signal.aborted) store.set(chooseDeliveryAtom, { restaurant, point, name });
}
