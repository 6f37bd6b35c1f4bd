// Picks the geocoder the configuration asks for.
import { DEMO_CITIES, EmbeddedGeocoder } from "./embedded-geocoder";
import type { GeocoderKind } from "../config";
import type { Geocoder } from "./geocoder";
import { NominatimGeocoder, type NominatimOptions } from "./nominatim-geocoder";

export function createGeocoder(kind: GeocoderKind, options: Omit<NominatimOptions, "url"> = {}): Geocoder {
  if (kind === "embedded") return new EmbeddedGeocoder();
  // The embedded gazetteer's cities tell Nominatim where each region is.
  const regionCentres = new Map(DEMO_CITIES.flatMap((c) => (c.regionId === undefined ? [] : [[c.regionId, c.centre] as const])));
  return new NominatimGeocoder({ regionCentres, ...options, url: kind.nominatimUrl });
}
