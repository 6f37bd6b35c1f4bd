// Delivery: the city, a search for a street (and house) or place, saved addresses as quick choices,
// "My location", the map (tap or drag the pin) and what the chosen point means: who delivers (and
// the house, when the point's name has none), or that nobody does yet.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { queryClientAtom } from "jotai-tanstack-query";
import { useCallback, useMemo, useState } from "react";
import { toast } from "../../lib/toast";
import type { SavedAddress } from "../../domain/location";
import { DELIVERY } from "../../domain/order-type";
import type { LatLng, LonLat } from "../../domain/zones";
import { useLocale } from "../../i18n/use-locale";
import { serverMessage } from "../../lib/http/http-error";
import type { ZoneMapProps } from "../../components/map/map-types";
import { mapStatusAtom, ZoneMap } from "../../components/map/zone-map";
import { byLocationKey, getByLocation } from "../restaurants/api/get-by-location";
import type { Restaurant } from "../restaurants/api/restaurant";
import { closedZones, mapMarkers, mapZones, regionPoints } from "../restaurants/map-data";
import { regionNear } from "../restaurants/geo";
import { closedRestaurantsQueryAtom } from "../restaurants/api/get-restaurants";
import { houseDraftAtom, pickedPointAtom, pickPointAtom } from "./atoms";
import { AddressSearch } from "./address-search";
import type { AddressFound } from "./api/search-address";
import { CityChoice } from "./city-choice";
import { chooseDeliveryAtom } from "./choose";
import { DeliveryResult } from "./delivery-result";
import { SavedAddresses } from "./saved-addresses";
import { useGeolocation } from "./use-geolocation";

interface Props {
  restaurants: Restaurant[];
  colors: Map<string, string>;
  regionId: number;
  onPickupInstead: () => void;
}

export function DeliveryTab({ restaurants, colors, regionId, onPickupInstead }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const point = useAtomValue(pickedPointAtom);
  const pick = useSetAtom(pickPointAtom);
  const chooseDelivery = useSetAtom(chooseDeliveryAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const mapStatus = useAtomValue(mapStatusAtom);
  const closed = useAtomValue(closedRestaurantsQueryAtom).data;
  // A point that came from "My location" or a saved address: the map moves to it.
  const [jumpTo, setJumpTo] = useState<LonLat | null>(null);

  const goTo = useCallback(
    (p: LonLat) => {
      pick(p);
      setJumpTo(p);
    },
    [pick],
  );
  const { locate, locating } = useGeolocation(goTo);
  const setHouseDraft = useSetAtom(houseDraftAtom);
  // A street picked from the search with no house: the house is asked for, prefilled with the
  // number typed when the server did not know it.
  const onFound = useCallback(
    (p: LonLat, found: AddressFound, typed: string | null) => {
      goTo(p);
      setHouseDraft(found.street && !found.house ? { point: p, house: typed ?? "" } : null);
    },
    [goTo, setHouseDraft],
  );

  const chooseSaved = async (address: SavedAddress) => {
    goTo(address.coordinates);
    const params = { longitude: address.coordinates[0], latitude: address.coordinates[1], orderTypeId: DELIVERY };
    try {
      const list = await queryClient.fetchQuery({
        queryKey: byLocationKey(locale, params),
        queryFn: ({ signal }) => getByLocation(params, signal),
        staleTime: 60_000,
      });
      // Still inside a zone: chosen at once. Outside now: the result below says so.
      if (list[0]) chooseDelivery({ restaurant: list[0], point: address.coordinates, name: null });
    } catch (err) {
      toast.error(serverMessage(err) ?? t({ id: "error.fetch-error", message: "Could not load the data. Please try again." }));
    }
  };

  const onPick = useCallback((p: LatLng) => pick([p[1], p[0]]), [pick]);
  const focus = useMemo<ZoneMapProps["focus"]>(() => {
    // Another city chosen since: the map shows that city.
    if (jumpTo && regionNear(restaurants, jumpTo) === regionId) {
      return { key: `point:${jumpTo.join(",")}`, points: [[jumpTo[1], jumpTo[0]]], maxZoom: 14 };
    }
    return { key: `region:${regionId}:${restaurants.length}`, points: regionPoints(restaurants, regionId) };
  }, [jumpTo, regionId, restaurants]);

  return (
    <>
      <CityChoice restaurants={restaurants} regionId={regionId} />
      <AddressSearch regionId={regionId} onPick={onFound} />
      <SavedAddresses onChoose={(a) => void chooseSaved(a)} />
      <div className="location__tools">
        <p className="location__hint">
          {mapStatus === "error" ? (
            <Trans>Use your location or a saved address, or pick the order up.</Trans>
          ) : (
            <Trans>Tap the map where the order should go, or drag the pin.</Trans>
          )}
        </p>
        <button type="button" className="location__locate" onClick={locate} disabled={locating}>
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="7" />
            <circle cx="12" cy="12" r="2.5" fill="currentColor" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          </svg>
          {locating ? <Trans>Locating…</Trans> : <Trans>My location</Trans>}
        </button>
      </div>
      <ZoneMap
        label={t`Delivery zones map`}
        pinLabel={t`Delivery point`}
        className="location__map"
        zones={[...closedZones(closed ?? []), ...mapZones(restaurants, colors)]}
        markers={mapMarkers(restaurants, colors)}
        markerSize="small"
        pin={point ? [point[1], point[0]] : null}
        onPick={onPick}
        focus={focus}
      />
      {mapStatus === "error" && (
        <button type="button" className="location__link" onClick={onPickupInstead}>
          <Trans>Choose a restaurant to pick up from instead</Trans>
        </button>
      )}
      <DeliveryResult colors={colors} />
    </>
  );
}
