// Pickup: the active restaurants on the map and in a list, the shown city's first, nearest first
// (from the picked point or the chosen location when in that city, else the city's centre), each
// saying whether it is open now (closed: from when it can be ordered), with "Pick up here". A marker tap selects.
// Temporarily closed restaurants follow in a list of their own, with their note and no choice.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo } from "react";
import { isSavedLocation } from "../../domain/location";
import type { LonLat } from "../../domain/zones";
import { useLocale } from "../../i18n/use-locale";
import { PICKUP } from "../../domain/order-type";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { ZoneMap } from "../../components/map/zone-map";
import type { Restaurant } from "../restaurants/api/restaurant";
import { formatDistance } from "../../domain/restaurant-format";
import { byDistance, cityFirst, openAt, regionCentre, regionNear } from "../restaurants/geo";
import { useNow } from "./use-now";
import { mapMarkers, regionPoints } from "../restaurants/map-data";
import { ClosedNotice, RestaurantFacts, ZoneSwatch } from "../../components/restaurant-facts";
import { closedRestaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import { pickedPointAtom, selectedPickupIdAtom } from "./atoms";
import { choosePickupAtom } from "./choose";
import { OpenState } from "./pickup-open-state";
import "./pickup-tab.css";

interface Props {
  restaurants: Restaurant[];
  colors: Map<string, string>;
  regionId: number;
  loading: boolean;
}

const itemId = (id: string) => `pickup-${id}`;

export function PickupTab({ restaurants, colors, regionId, loading }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const point = useAtomValue(pickedPointAtom);
  const location = useAtomValue(locationAtom);
  const type = useAtomValue(deliveryTypeAtom);
  const [selected, setSelected] = useAtom(selectedPickupIdAtom);
  const choosePickup = useSetAtom(choosePickupAtom);
  const closed = useAtomValue(closedRestaurantsQueryAtom).data ?? [];

  const now = useNow();
  const known: LonLat | null = point ?? (isSavedLocation(location) ? [location.Longitude, location.Latitude] : null);
  // A point in another city than the one shown says nothing about distances here.
  const origin = known && regionNear(restaurants, known) === regionId ? known : null;
  const list = useMemo(() => {
    const from = origin ?? regionCentre(restaurants, regionId);
    return cityFirst(from ? byDistance(restaurants, from) : restaurants, regionId);
    // The origin is compared by value: it is a new array on every render.
  }, [origin?.[0], origin?.[1], restaurants, regionId]);
  // Chosen for pickup: the location is the restaurant itself, not a delivery address.
  const current = restaurants.find(
    (r) => type === PICKUP && r.id === location.RestaurantId && r.longitude === location.Longitude && r.latitude === location.Latitude,
  )?.id;

  const onMarkerClick = useCallback(
    (id: string) => {
      setSelected(id);
      document.getElementById(itemId(id))?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    },
    [setSelected],
  );
  const focus = useMemo(
    () => ({ key: `pickup:${regionId}:${restaurants.length}`, points: regionPoints(restaurants, regionId) }),
    [regionId, restaurants],
  );

  return (
    <>
      <ZoneMap
        label={t`Restaurants map`}
        className="location__map location__map--pickup"
        zones={[]}
        markers={mapMarkers(restaurants, colors, selected)}
        onMarkerClick={onMarkerClick}
        focus={focus}
      />
      {loading && (
        <p className="pickup-list__loading">
          <Trans>Loading the restaurants…</Trans>
        </p>
      )}
      <ul className="pickup-list" aria-label={t`Restaurants`}>
        {list.map((r) => (
          <li key={r.id} id={itemId(r.id)} className="pickup-item" data-selected={r.id === selected || undefined}>
            <button type="button" className="pickup-item__select" onClick={() => setSelected(r.id)} aria-pressed={r.id === selected}>
              <ZoneSwatch color={colors.get(r.id) ?? "#888"} />
              <span className="pickup-item__name">{r.name}</span>
              {origin && "distance" in r && <span className="pickup-item__distance">{formatDistance(r.distance as number, locale)}</span>}
            </button>
            <p className="pickup-item__address">{r.address}</p>
            <OpenState restaurant={r} open={openAt(r, now)} />
            <RestaurantFacts restaurant={r} />
            <div className="pickup-item__actions">
              {r.id === current && (
                <span className="pickup-item__current">
                  <Trans>Your choice</Trans>
                </span>
              )}
              <button type="button" className="button pickup-item__choose" onClick={() => choosePickup(r)}>
                <Trans>Pick up here</Trans>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {closed.length > 0 && (
        <ul className="pickup-list pickup-list--closed" aria-label={t`Temporarily closed`}>
          {closed.map((r) => (
            <li key={r.id} className="pickup-item pickup-item--closed">
              <span className="pickup-item__name">{r.name}</span>
              <p className="pickup-item__address">{r.address}</p>
              <ClosedNotice note={r.closedNote} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
