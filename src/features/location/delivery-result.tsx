// What the picked point means: the address, the restaurant that delivers there with its price and
// hours, the house when the name is a street without one, and "Deliver here"; or, outside every zone, a plain "we don't deliver here yet" (in the
// zone of a temporarily closed restaurant: that it is closed, and why) and the nearest restaurant
// to pick up from.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useLocale } from "../../i18n/use-locale";
import { formatDistance } from "../../domain/restaurant-format";
import { isInZone } from "../../domain/zones";
import { ClosedNow } from "../../components/closed-now";
import { RestaurantFacts, ZoneSwatch } from "../../components/restaurant-facts";
import { closedRestaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import { useFetchErrorToast } from "../../components/use-fetch-error-toast";
import { addressQueryAtom } from "./api/get-address";
import { houseDraftAtom, pickedPointAtom } from "./atoms";
import { chooseDeliveryAtom, choosePickupAtom, pointText, withHouse } from "./choose";
import { HouseField } from "./house-field";
import { deliveryCheckQueryAtom, nearestPickupQueryAtom } from "./point-queries";
import "./delivery-result.css";

export function DeliveryResult({ colors }: { colors: Map<string, string> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const point = useAtomValue(pickedPointAtom);
  const check = useAtomValue(deliveryCheckQueryAtom);
  const address = useAtomValue(addressQueryAtom);
  const nearest = useAtomValue(nearestPickupQueryAtom);
  const chooseDelivery = useSetAtom(chooseDeliveryAtom);
  const choosePickup = useSetAtom(choosePickupAtom);
  const closed = useAtomValue(closedRestaurantsQueryAtom).data;
  useFetchErrorToast(check.error);
  useFetchErrorToast(address.error, { serverText: false });
  useFetchErrorToast(nearest.error);
  const draft = useAtomValue(houseDraftAtom);
  const [house, setHouse] = useState("");
  // The point is a street picked from the search (a tap on the map leaves the house to the checkout).
  const [asked, setAsked] = useState(false);
  const [houseMissing, setHouseMissing] = useState(false);
  const houseRef = useRef<HTMLInputElement>(null);
  // A new point starts with the number typed for it in the search, else empty.
  useEffect(() => {
    // The picked point is rounded to 6 decimals (atoms.ts); the draft's is the search result's.
    const same = draft && point && Math.abs(draft.point[0] - point[0]) < 1e-6 && Math.abs(draft.point[1] - point[1]) < 1e-6;
    setHouse(same ? draft.house : "");
    setAsked(!!same);
    setHouseMissing(false);
  }, [point?.[0], point?.[1], draft]);

  if (!point) return null;

  const name = address.data ?? null;
  const needsHouse = asked && !!name?.street && !name.house;
  const addressLine = address.isPending ? t`Finding the address…` : (name?.address ?? pointText(point));
  const restaurant = check.data?.[0];
  const restaurantName = restaurant?.name;
  const closedHere = closed?.find((r) => r.zone && isInZone(r.zone, point[0], point[1]));
  const deliver = () => {
    if (!restaurant) return;
    if (needsHouse && !house.trim()) {
      setHouseMissing(true);
      houseRef.current?.focus();
      return;
    }
    chooseDelivery({ restaurant, point, name: name && needsHouse ? withHouse(name, house.trim()) : name });
  };

  return (
    <section className="location-result" aria-live="polite" aria-busy={check.isFetching}>
      <p className="location-result__address" data-state={address.isPending ? "pending" : name ? "named" : "unnamed"}>
        {addressLine}
      </p>
      {check.isPending ? (
        <p className="location-result__muted">
          <Trans>Checking who delivers here…</Trans>
        </p>
      ) : check.isError ? (
        <button type="button" className="location__link" onClick={() => void check.refetch()}>
          <Trans>Try again</Trans>
        </button>
      ) : restaurant ? (
        <>
          <p className="location-result__by">
            <ZoneSwatch color={colors.get(restaurant.id) ?? "#888"} />
            <span>
              <Trans>
                Delivered by <strong>{restaurantName}</strong>
              </Trans>
            </span>
          </p>
          <RestaurantFacts restaurant={restaurant} delivery />
          <ClosedNow hours={restaurant} />
          {needsHouse && (
            <HouseField
              value={house}
              onChange={(v) => {
                setHouse(v);
                if (v.trim()) setHouseMissing(false);
              }}
              missing={houseMissing}
              inputRef={houseRef}
              onSubmit={() => deliver()}
            />
          )}
          <div className="location__actions">
            <button
              type="button"
              className="button button--primary location__confirm"
              onClick={() => deliver()}
              disabled={check.isFetching}
            >
              <Trans>Deliver here</Trans>
            </button>
          </div>
        </>
      ) : (
        <div className="location-result__outside">
          {closedHere ? (
            <>
              <p className="location-result__no" role="status">
                <Trans>This area's restaurant is temporarily closed</Trans>
              </p>
              <p className="location-result__muted">
                {closedHere.name}
                {closedHere.closedNote && `: ${closedHere.closedNote}`}
              </p>
            </>
          ) : (
            <>
              <p className="location-result__no" role="status">
                <Trans>We don't deliver here yet</Trans>
              </p>
              <p className="location-result__muted">
                <Trans>Choose a point inside a coloured zone, or pick the order up yourself.</Trans>
              </p>
            </>
          )}
          {nearest.data && (
            <div className="location-offer">
              <p className="location-offer__title">
                <Trans>Nearest restaurant</Trans>
                {nearest.data.distance !== undefined && <span> · {formatDistance(nearest.data.distance, locale)}</span>}
              </p>
              <p className="location-offer__name">{nearest.data.name}</p>
              <p className="location-result__muted">{nearest.data.address}</p>
              <RestaurantFacts restaurant={nearest.data} />
              <button
                type="button"
                className="button button--primary location__confirm"
                onClick={() => nearest.data && choosePickup(nearest.data)}
              >
                <Trans>Pick up from here</Trans>
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
