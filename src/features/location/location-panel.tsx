// The content of the "Where to?" sheet: the Delivery | Pickup switch and the tab for each, and the
// city both show (the customer's choice, the picked point's city, the chosen location's). The
// switch only changes what is shown: the order's type and place change when the customer chooses
// (a restaurant to pick up from, "Deliver here"). Loaded as its own chunk by location-sheet.tsx.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { isSavedLocation } from "../../domain/location";
import { DELIVERY, type OrderTypeId, PICKUP } from "../../domain/order-type";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { restaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import { pickRegion, regionNear, zoneColors } from "../restaurants/geo";
import { useFetchErrorToast } from "../../components/use-fetch-error-toast";
import { cityChoiceAtom, pickedPointAtom, pickPointAtom, selectedPickupIdAtom } from "./atoms";
import { DeliveryTab } from "./delivery-tab";
import { PickupTab } from "./pickup-tab";
import "./location.css";

export function LocationPanel() {
  const { t } = useLingui();
  const type = useAtomValue(deliveryTypeAtom);
  // Opens on the tab of the current choice.
  const [tab, setTab] = useState<OrderTypeId>(type);
  const location = useAtomValue(locationAtom);
  const pick = useSetAtom(pickPointAtom);
  const select = useSetAtom(selectedPickupIdAtom);
  const [cityChoice, setCityChoice] = useAtom(cityChoiceAtom);
  const point = useAtomValue(pickedPointAtom);
  const query = useAtomValue(restaurantsQueryAtom);
  useFetchErrorToast(query.error);

  // Each opening starts from the chosen location.
  useEffect(() => {
    const saved = isSavedLocation(location);
    pick(saved && type === DELIVERY ? [location.Longitude, location.Latitude] : null);
    select(saved && type === PICKUP ? location.RestaurantId : null);
    setCityChoice(null);
    // Only on opening: later changes come from the customer in this sheet.
  }, []);

  const restaurants = useMemo(() => query.data ?? [], [query.data]);
  const colors = useMemo(() => zoneColors(restaurants), [restaurants]);
  // The city follows the point picked (a search result, "My location", a tap on the map).
  useEffect(() => {
    const near = point ? regionNear(restaurants, point) : null;
    if (near !== null) setCityChoice(near);
  }, [point?.[0], point?.[1], restaurants, setCityChoice]);
  // Else the customer's choice of city, else the chosen location's, else the first city.
  const regionId = pickRegion(restaurants, cityChoice ?? location.RegionId);
  const shared = { restaurants, colors, regionId, loading: query.isPending };

  return (
    <div className="location">
      <div className="location__switch" role="group" aria-label={t`How to get the order`}>
        <button type="button" aria-pressed={tab === DELIVERY} onClick={() => setTab(DELIVERY)}>
          <Trans>Delivery</Trans>
        </button>
        <button type="button" aria-pressed={tab === PICKUP} onClick={() => setTab(PICKUP)}>
          <Trans>Pickup</Trans>
        </button>
      </div>
      {tab === DELIVERY ? <DeliveryTab {...shared} onPickupInstead={() => setTab(PICKUP)} /> : <PickupTab {...shared} />}
    </div>
  );
}
