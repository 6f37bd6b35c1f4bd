// Picks the geocoder the configuration asks for.
import { EmbeddedGeocoder } from "./embedded-geocoder";
import type { Geocoder, GeocoderKind } from "./geocoder";
import { NominatimGeocoder, type NominatimOptions } from "./nominatim-geocoder";

export function createGeocoder(kind: GeocoderKind, options: Omit<NominatimOptions, "url"> = {}): Geocoder {
  if (kind === "embedded") return new EmbeddedGeocoder();
  return new NominatimGeocoder({ ...options, url: kind.nominatimUrl });
}
