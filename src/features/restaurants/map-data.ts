// Restaurants as a zone map draws them: zones, markers, and the points a city's view fits.
import type { LatLng } from "../../domain/zones";
import type { MapMarker, MapZone } from "../../components/map/map-types";
import type { Restaurant } from "./api/restaurant";

export function mapZones(restaurants: readonly Restaurant[], colors: Map<string, string>, highlightId?: string | null): MapZone[] {
  return restaurants.flatMap((r) =>
    r.zoneLatLng
      ? [{ id: r.id, label: r.name, color: colors.get(r.id) ?? "#888", ring: r.zoneLatLng, highlighted: r.id === highlightId }]
      : [],
  );
}

/** Temporarily closed restaurants' former zones, grey and dashed, so a tap there can say why. */
export function closedZones(restaurants: readonly Restaurant[]): MapZone[] {
  return restaurants.flatMap((r) => (r.zoneLatLng ? [{ id: r.id, label: r.name, color: "#888", ring: r.zoneLatLng, closed: true }] : []));
}

export function mapMarkers(restaurants: readonly Restaurant[], colors: Map<string, string>, selectedId?: string | null): MapMarker[] {
  return restaurants.map((r) => ({
    id: r.id,
    label: r.name,
    position: [r.latitude, r.longitude] as LatLng,
    color: colors.get(r.id) ?? "#888",
    selected: r.id === selectedId,
  }));
}

/** Everything of a city worth seeing: its restaurants and their zones. */
export function regionPoints(restaurants: readonly Restaurant[], regionId: number): LatLng[] {
  return restaurants.filter((r) => r.regionId === regionId).flatMap((r) => [[r.latitude, r.longitude] as LatLng, ...(r.zoneLatLng ?? [])]);
}
