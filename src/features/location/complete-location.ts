// A delivery location with a point but no restaurant (a bot link with coordinates, say) is
// completed as "Deliver here" would: the restaurant whose zone holds the point, the point's name
// (from the bot API inside Telegram), saved among the addresses; so checkout opens at once.
// Outside every zone the sheet opens on the point, which then says so. The work itself
// (./complete-location-run.ts) is fetched only for a location to complete.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { isSavedLocation } from "../../domain/location";
import { DELIVERY } from "../../domain/order-type";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";

export function useCompleteLocation() {
  const { t } = useLingui();
  const store = useStore();
  const location = useAtomValue(locationAtom);
  const type = useAtomValue(deliveryTypeAtom);
  const incomplete = type === DELIVERY && isSavedLocation(location) && !location.RestaurantId;
  const [longitude, latitude] = [location.Longitude, location.Latitude];

  useEffect(() => {
    if (!incomplete) return;
    const controller = new AbortController();
    const failed = t({ id: "error.fetch-error", message: "Could not load the data. Please try again." });
    void import("./complete-location-run").then((m) => m.completeLocation(store, [longitude, latitude], controller.signal, failed));
    return () => controller.abort();
  }, [incomplete, longitude, latitude, store, t]);
}
