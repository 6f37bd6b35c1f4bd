// The header's "where to" button: "Delivery: <address>", "Pickup: <restaurant>" or "Choose
// address"; opens the sheet. From 600 px it reads in two short lines (the kind above, the place
// below); on phones the kind gives way to the icon. Whatever does not fit ends in an ellipsis, and
// when the header has no room left the button shrinks to its icon.
import { useLingui } from "@lingui/react/macro";
import { atom, useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { locationSheetOpenAtom } from "./atoms";
import { useCompleteLocation } from "./complete-location";
import { locationSummary } from "./location-summary";
import { preloadLocationPanel } from "./location-preload";
import { shownAddressesAtom } from "./shown-addresses";
import "./location-button.css";

type RestaurantsModule = typeof import("../restaurants/api/get-restaurants");
/** The restaurants' query (and the zone code it brings), loaded only for a pickup location. */
const restaurantsModuleAtom = atom<RestaurantsModule | null>(null);

/** The summary, with the pickup restaurant's name (the list is fetched only in that case). */
const headerSummaryAtom = atom((get) => {
  const summary = locationSummary(get(locationAtom), get(deliveryTypeAtom), get(shownAddressesAtom));
  if (summary.kind !== "pickup") return { ...summary, name: null };
  const restaurants = get(restaurantsModuleAtom);
  const name = restaurants ? (get(restaurants.restaurantsQueryAtom).data?.find((r) => r.id === summary.restaurantId)?.name ?? null) : null;
  return { ...summary, name };
});

function useRestaurantsForPickup(pickup: boolean) {
  const [loaded, setLoaded] = useAtom(restaurantsModuleAtom);
  useEffect(() => {
    if (!pickup || loaded) return;
    let cancelled = false;
    import("../restaurants/api/get-restaurants").then(
      (module) => {
        if (!cancelled) setLoaded(module);
      },
      (err: unknown) => console.error("The restaurants could not be loaded", err),
    );
    return () => {
      cancelled = true;
    };
  }, [pickup, loaded, setLoaded]);
}

export function LocationButton() {
  const { t } = useLingui();
  const summary = useAtomValue(headerSummaryAtom);
  const open = useSetAtom(locationSheetOpenAtom);
  useCompleteLocation();
  useRestaurantsForPickup(summary.kind === "pickup");

  let kind: string | null = null;
  let value: string;
  if (summary.kind === "delivery") {
    kind = t`Delivery:`;
    value = summary.title ?? t`point on the map`;
  } else if (summary.kind === "pickup") {
    kind = t`Pickup:`;
    value = summary.name ?? "…";
  } else {
    value = t`Choose address`;
  }

  return (
    <button
      type="button"
      className={`location-button location-button--${summary.kind}`}
      onClick={() => open(true)}
      onPointerEnter={preloadLocationPanel}
      onFocus={preloadLocationPanel}
      title={kind ? `${kind} ${value}` : value}
    >
      <svg
        aria-hidden="true"
        className="location-button__icon"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {summary.kind === "pickup" ? (
          <path d="M4 9h16l-1 11H5zM8 9V7a4 4 0 0 1 8 0v2" />
        ) : (
          <>
            <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </>
        )}
      </svg>
      <span className="location-button__text">
        {kind && <span className="location-button__kind">{kind} </span>}
        <span className="location-button__value">{value}</span>
      </span>
    </button>
  );
}
