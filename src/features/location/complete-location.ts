// A delivery location with a point but no restaurant (a bot link with coordinates, say) is
// completed as "Deliver here" would: the restaurant whose zone holds the point, the point's name
// (from the bot API inside Telegram), saved among the addresses; so checkout opens at once.
// Outside every zone the sheet opens on the point, which then says so.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { toast } from "../../lib/toast";
import { isSavedLocation } from "../../domain/location";
import { DELIVERY } from "../../domain/order-type";
import { serverMessage } from "../../lib/http/http-error";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import type { AddressName } from "./api/get-address";
import { locationSheetOpenAtom, pickPointAtom } from "./atoms";
import { chooseDeliveryAtom } from "./choose";

export function useCompleteLocation() {
  const { t } = useLingui();
  const location = useAtomValue(locationAtom);
  const type = useAtomValue(deliveryTypeAtom);
  const chooseDelivery = useSetAtom(chooseDeliveryAtom);
  const pick = useSetAtom(pickPointAtom);
  const openSheet = useSetAtom(locationSheetOpenAtom);
  const incomplete = type === DELIVERY && isSavedLocation(location) && !location.RestaurantId;
  const [longitude, latitude] = [location.Longitude, location.Latitude];

  useEffect(() => {
    if (!incomplete) return;
    const controller = new AbortController();
    const fetchError = (err: unknown) => {
      if (!controller.signal.aborted)
        toast.error(serverMessage(err) ?? t({ id: "error.fetch-error", message: "Could not load the data. Please try again." }));
    };
    void (async () => {
      // The lookups (and the zone code they bring) are fetched only for a location to complete.
      const [{ getByLocation }, { getAddress }] = await Promise.all([
        import("../restaurants/api/get-by-location"),
        import("./api/get-address"),
      ]);
      if (controller.signal.aborted) return;
      const restaurants = await getByLocation({ longitude, latitude, orderTypeId: DELIVERY }, controller.signal).catch((err: unknown) => {
        fetchError(err);
        return null;
      });
      if (!restaurants || controller.signal.aborted) return;
      const restaurant = restaurants[0];
      if (!restaurant) {
        pick([longitude, latitude]);
        openSheet(true);
        return;
      }
      // Unnamed (the lookup failed) the point is still chosen, by its coordinates.
      let name: AddressName | null = null;
      try {
        name = await getAddress(longitude, latitude, controller.signal);
      } catch {
        if (!controller.signal.aborted) toast.error(t({ id: "error.fetch-error", message: "Could not load the data. Please try again." }));
      }
      if (!controller.signal.aborted) chooseDelivery({ restaurant, point: [longitude, latitude], name });
    })();
    return () => controller.abort();
  }, [incomplete, longitude, latitude, chooseDelivery, pick, openSheet, t]);
}
