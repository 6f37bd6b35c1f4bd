// The /delivery-map page: every delivery zone on one map with its legend, and the restaurants with
// address, hours, delivery price and time; temporarily closed ones below with their note. The map
// loads on its own; the list works without it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { locationAtom } from "../delivery/atoms";
import type { ZoneMapProps } from "../../components/map/map-types";
import { ZoneMap } from "../../components/map/zone-map";
import { closedRestaurantsQueryAtom, restaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import { pickRegion, zoneColors } from "../restaurants/geo";
import { mapMarkers, mapZones, regionPoints } from "../restaurants/map-data";
import { ClosedNotice, RestaurantFacts, ZoneSwatch } from "../../components/restaurant-facts";
import { useFetchErrorToast } from "../../components/use-fetch-error-toast";
import "./delivery-map.css";

export function DeliveryMapPage() {
  const { t } = useLingui();
  const query = useAtomValue(restaurantsQueryAtom);
  const location = useAtomValue(locationAtom);
  const closed = useAtomValue(closedRestaurantsQueryAtom).data ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  useFetchErrorToast(query.error);

  const restaurants = useMemo(() => query.data ?? [], [query.data]);
  const colors = useMemo(() => zoneColors(restaurants), [restaurants]);
  const regionId = pickRegion(restaurants, location.RegionId);
  const chosen = restaurants.find((r) => r.id === selected);

  const focus = useMemo<ZoneMapProps["focus"]>(() => {
    if (chosen) {
      const points = chosen.zoneLatLng ?? [[chosen.latitude, chosen.longitude]];
      return { key: `zone:${chosen.id}`, points, maxZoom: 14 };
    }
    return { key: `region:${regionId}:${restaurants.length}`, points: regionPoints(restaurants, regionId) };
  }, [chosen, regionId, restaurants]);

  return (
    <div className="delivery-map">
      <header className="delivery-map__head">
        <h1>
          <Trans>Delivery zones</Trans>
        </h1>
        <p>
          <Trans>Each colour is the area one of our restaurants delivers to. Choose a restaurant to see its zone.</Trans>
        </p>
      </header>
      <div className="delivery-map__body">
        <ZoneMap
          label={t`Delivery zones map`}
          className="delivery-map__map"
          zones={mapZones(restaurants, colors, selected)}
          markers={mapMarkers(restaurants, colors, selected)}
          onMarkerClick={setSelected}
          focus={focus}
        />
        <div className="delivery-map__side">
          <section className="delivery-map__legend" aria-labelledby="delivery-map-legend">
            <h2 id="delivery-map-legend" className="visually-hidden">
              <Trans>Restaurants and their zones</Trans>
            </h2>
            {query.isPending && (
              <p className="delivery-map__muted">
                <Trans>Loading the restaurants…</Trans>
              </p>
            )}
            {query.isError && !query.data && (
              <button type="button" className="delivery-map__retry" onClick={() => void query.refetch()}>
                <Trans>Try again</Trans>
              </button>
            )}
            <ul className="delivery-map__list">
              {restaurants.map((r) => (
                <li key={r.id} className="delivery-map__item" data-selected={r.id === selected || undefined}>
                  <button
                    type="button"
                    className="delivery-map__name"
                    onClick={() => setSelected(r.id === selected ? null : r.id)}
                    aria-pressed={r.id === selected}
                  >
                    {r.zone ? (
                      <ZoneSwatch color={colors.get(r.id) ?? "#888"} />
                    ) : (
                      <span className="delivery-map__no-zone" aria-hidden="true" />
                    )}
                    <span>{r.name}</span>
                  </button>
                  <p className="delivery-map__address">{r.address}</p>
                  {r.zone ? (
                    <RestaurantFacts restaurant={r} delivery />
                  ) : (
                    <>
                      <RestaurantFacts restaurant={r} />
                      <p className="delivery-map__muted">
                        <Trans>Pickup only</Trans>
                      </p>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </section>
          {closed.length > 0 && (
            <section className="delivery-map__legend delivery-map__closed" aria-labelledby="delivery-map-closed">
              <h2 id="delivery-map-closed" className="delivery-map__closed-title">
                <Trans>Temporarily closed</Trans>
              </h2>
              <ul className="delivery-map__list">
                {closed.map((r) => (
                  <li key={r.id} className="delivery-map__item">
                    <p className="delivery-map__closed-name">{r.name}</p>
                    <p className="delivery-map__address">{r.address}</p>
                    <ClosedNotice note={r.closedNote} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
