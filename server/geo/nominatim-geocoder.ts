// Reverse geocoding through a Nominatim server (self-hosted, or a provider that speaks its API),
// for production where the embedded gazetteer is too coarse. Nominatim's usage policy asks every
// client for an identifying User-Agent, and the public instance allows one request a second, so
// production should point GEOCODER_URL at its own instance or a paid one.
import type { Locale } from "../../src/domain/locales";
import type { LatLon } from "./gazetteer";
import { GeocoderUnavailable, haversineMeters, type Geocoder, type ReverseResult, type SearchOptions, type SearchResult } from "./geocoder";

export interface NominatimOptions {
  /** Base URL, e.g. "https://nominatim.example.com" (the request goes to {url}/reverse). */
  url: string;
  /** A slow answer is worse than none: the customer is waiting with a pin on the map. */
  timeoutMs?: number;
  userAgent?: string;
  /** Each region's city centre, [latitude, longitude], to keep a search to that city. */
  regionCentres?: ReadonlyMap<number, LatLon>;
}

export const DEFAULT_TIMEOUT_MS = 3_000;
export const DEFAULT_USER_AGENT = "pizza-storefront/0.1 (reverse geocoding of delivery points)";

/** The part of Nominatim's jsonv2 reverse answer we read. */
interface NominatimReverse {
  error?: string;
  lat?: string;
  lon?: string;
  name?: string;
  addresstype?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

// Results of these types name an area, not something a courier can walk up to.
const AREA_TYPES = new Set([
  "country",
  "state",
  "region",
  "province",
  "county",
  "municipality",
  "city",
  "town",
  "village",
  "hamlet",
  "city_district",
  "district",
  "borough",
  "suburb",
  "quarter",
  "neighbourhood",
  "postcode",
]);

const first = (a: Record<string, string | undefined>, keys: string[]) => {
  for (const k of keys) {
    const value = a[k]?.trim();
    if (value) return value;
  }
  return null;
};

/** Maps a jsonv2 reverse answer to our result; null when Nominatim knows nothing there. */
export function mapNominatim(body: NominatimReverse, latitude: number, longitude: number, locale: Locale): ReverseResult | null {
  if (body.error || !body.address) return null;
  const a = body.address;
  const named = body.name?.trim() && !AREA_TYPES.has(body.addresstype ?? "") ? body.name.trim() : null;
  const street = first(a, ["road", "pedestrian", "square", "footway", "path"]) ?? named;
  const district = first(a, ["city_district", "district", "borough", "suburb"]);
  const city = first(a, ["city", "town", "village", "municipality"]);
  const house = first(a, ["house_number"]);
  // Uzbek and Russian addresses put the number after the street; English before it.
  const streetLine = street && house ? (locale === "en" ? `${house} ${street}` : `${street}, ${house}`) : street;
  const parts = [streetLine, district, city].filter((p): p is string => !!p);
  const address = parts.length > 0 ? parts.join(", ") : body.display_name?.trim();
  if (!address) return null;
  const lat = Number(body.lat);
  const lon = Number(body.lon);
  const distance = Number.isFinite(lat) && Number.isFinite(lon) ? haversineMeters(latitude, longitude, lat, lon) : 0;
  return { address, street, district, city, house, distanceMeters: Math.round(distance) };
}

/** A result farther than this from every region centre is in no region. */
const REGION_RADIUS_M = 30_000;

export class NominatimGeocoder implements Geocoder {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly userAgent: string;

  private readonly regionCentres: ReadonlyMap<number, LatLon>;

  constructor(options: NominatimOptions) {
    this.regionCentres = options.regionCentres ?? new Map();
    this.base = options.url.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  async reverse(latitude: number, longitude: number, locale: Locale): Promise<ReverseResult | null> {
    const query = { format: "jsonv2", lat: String(latitude), lon: String(longitude), "accept-language": locale };
    const body = await this.get("reverse", query);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new GeocoderUnavailable("Nominatim answered something other than a JSON object");
    }
    return mapNominatim(body as NominatimReverse, latitude, longitude, locale);
  }

  /**
   * Nominatim's /search, in Uzbekistan; places within about 25 km of the region's city preferred
   * (a viewbox, not bounded: another city's street is still found). Each result's region is the
   * nearest region centre within that distance.
   */
  async search(text: string, locale: Locale, { regionId, limit }: SearchOptions): Promise<SearchResult[]> {
    const query: Record<string, string> = {
      q: text,
      format: "jsonv2",
      addressdetails: "1",
      limit: String(limit),
      countrycodes: "uz",
      "accept-language": locale,
    };
    const centre = regionId === undefined ? undefined : this.regionCentres.get(regionId);
    if (centre) {
      const [lat, lon] = centre;
      query.viewbox = [lon - 0.3, lat + 0.25, lon + 0.3, lat - 0.25].join(",");
    }
    const body = await this.get("search", query);
    if (!Array.isArray(body)) throw new GeocoderUnavailable("Nominatim answered something other than a JSON list");
    const results: SearchResult[] = [];
    for (const item of body as NominatimReverse[]) {
      const latitude = Number(item.lat);
      const longitude = Number(item.lon);
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      const mapped = mapNominatim(item, latitude, longitude, locale);
      const address = mapped?.address ?? item.display_name?.trim();
      if (!address || results.some((r) => r.address === address)) continue;
      const [street, house] = [mapped?.street ?? null, mapped?.house ?? null];
      results.push({ address, longitude, latitude, street, house, regionId: this.regionOf(latitude, longitude) });
    }
    return results.slice(0, limit);
  }

  private regionOf(latitude: number, longitude: number): number | null {
    let found: number | null = null;
    let nearest = REGION_RADIUS_M;
    for (const [id, [lat, lon]] of this.regionCentres) {
      const d = haversineMeters(latitude, longitude, lat, lon);
      if (d <= nearest) [found, nearest] = [id, d];
    }
    return found;
  }

  /** GET {base}/{path}?query as JSON; anything but a timely 2xx JSON answer is GeocoderUnavailable. */
  private async get(path: string, query: Record<string, string>): Promise<unknown> {
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      const res = await fetch(`${this.base}/${path}?${new URLSearchParams(query)}`, {
        headers: { "User-Agent": this.userAgent, Accept: "application/json" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel().catch(() => {});
        throw new GeocoderUnavailable(`Nominatim answered HTTP ${res.status}`);
      }
      return await res.json();
    } catch (err) {
      if (err instanceof GeocoderUnavailable) throw err;
      const timedOut = (err as Error)?.name === "TimeoutError";
      const why = timedOut ? `no answer within ${this.timeoutMs} ms` : (err as Error)?.message || String(err);
      throw new GeocoderUnavailable(`Nominatim is not reachable: ${why}`, { cause: err });
    }
  }
}
