// Offline reverse geocoding for the demo cities from a small hand-made gazetteer
// (gazetteer-*.ts). Each city's data is projected to planar metres around its centre once, in the
// constructor, so a lookup is a scan over a few hundred segments with plain arithmetic: a few
// microseconds, no spatial index needed at this size. No network, same answer every time.
import type { Locale } from "../../src/domain/locales";
import type { Localized } from "../../src/domain/localized";
import type { CityGazetteer, LatLon } from "./gazetteer";
import { bukhara } from "./gazetteer-bukhara";
import { samarkand } from "./gazetteer-samarkand";
import { tashkent } from "./gazetteer-tashkent";
import { haversineMeters, type Geocoder, type ReverseResult, type SearchOptions, type SearchResult } from "./geocoder";
import { searchGazetteer } from "./gazetteer-search";

export const DEMO_CITIES: readonly CityGazetteer[] = [tashkent, samarkand, bukhara];

/** Farther than this from a street, naming it would mislead a courier. */
export const STREET_RADIUS_M = 600;
/** Places are points; a smaller radius keeps a bazaar from naming the whole quarter. */
export const PLACE_RADIUS_M = 350;
/** A pin this close to a known house's door names that house. */
export const HOUSE_RADIUS_M = 40;
/** Anchors sit at most a few km apart; farther than this the point is outside every district. */
export const DISTRICT_RADIUS_M = 5_000;
/** Beyond this from every city centre we know nothing (the demo chain's cities only). */
export const CITY_RADIUS_M = 25_000;

const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

interface Segment {
  name: Localized;
  radius: number;
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  len2: number;
  // Bounding box grown by the radius: most segments are rejected by four comparisons.
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

interface House {
  street: Localized;
  number: string;
  x: number;
  y: number;
}

interface Anchor {
  district: Localized;
  x: number;
  y: number;
}

interface CompiledCity {
  name: Localized;
  centre: LatLon;
  kx: number;
  ky: number;
  segments: Segment[];
  houses: House[];
  anchors: Anchor[];
}

/**
 * Equirectangular projection around the city centre. Over 25 km its distance error stays under
 * half a percent, far below the accuracy of the data itself.
 */
function compile(city: CityGazetteer): CompiledCity {
  const [lat0, lon0] = city.centre;
  const ky = METRES_PER_DEGREE;
  const kx = METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  const project = ([lat, lon]: LatLon): [number, number] => [(lon - lon0) * kx, (lat - lat0) * ky];
  const segments: Segment[] = [];
  const add = (name: Localized, radius: number, a: LatLon, b: LatLon) => {
    const [ax, ay] = project(a);
    const [bx, by] = project(b);
    const dx = bx - ax;
    const dy = by - ay;
    segments.push({
      name,
      radius,
      ax,
      ay,
      dx,
      dy,
      len2: dx * dx + dy * dy,
      minX: Math.min(ax, bx) - radius,
      maxX: Math.max(ax, bx) + radius,
      minY: Math.min(ay, by) - radius,
      maxY: Math.max(ay, by) + radius,
    });
  };
  const houses: House[] = [];
  for (const entry of city.features) {
    const name: Localized = { ru: entry.ru, en: entry.en, uz: entry.uz };
    if ("at" in entry) add(name, PLACE_RADIUS_M, entry.at, entry.at);
    else for (let i = 1; i < entry.path.length; i++) add(name, STREET_RADIUS_M, entry.path[i - 1], entry.path[i]);
    if ("path" in entry) for (const h of entry.houses ?? []) houses.push({ street: name, number: h.number, ...xy(project(h.at)) });
  }
  const anchors = city.districts.flatMap((d) => {
    const district: Localized = { ru: d.ru, en: d.en, uz: d.uz };
    return d.anchors.map((a) => {
      const [x, y] = project(a);
      return { district, x, y };
    });
  });
  return { name: city.name, centre: city.centre, kx, ky, segments, houses, anchors };
}

const xy = ([x, y]: [number, number]) => ({ x, y });

function distanceToSegment(x: number, y: number, s: Segment): number {
  let t = s.len2 === 0 ? 0 : ((x - s.ax) * s.dx + (y - s.ay) * s.dy) / s.len2;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(x - (s.ax + t * s.dx), y - (s.ay + t * s.dy));
}

export class EmbeddedGeocoder implements Geocoder {
  private readonly cities: CompiledCity[];

  constructor(private readonly source: readonly CityGazetteer[] = DEMO_CITIES) {
    this.cities = source.map(compile);
  }

  async search(query: string, locale: Locale, options: SearchOptions): Promise<SearchResult[]> {
    return searchGazetteer(this.source, query, locale, options);
  }

  async reverse(latitude: number, longitude: number, locale: Locale): Promise<ReverseResult | null> {
    return this.lookup(latitude, longitude, locale);
  }

  /** The synchronous core of reverse(), for callers (and benchmarks) that need no promise. */
  lookup(latitude: number, longitude: number, locale: Locale): ReverseResult | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;

    let city: CompiledCity | null = null;
    let cityDistance = Infinity;
    for (const c of this.cities) {
      const d = haversineMeters(latitude, longitude, c.centre[0], c.centre[1]);
      if (d <= CITY_RADIUS_M && d < cityDistance) [city, cityDistance] = [c, d];
    }
    if (!city) return null;

    const x = (longitude - city.centre[1]) * city.kx;
    const y = (latitude - city.centre[0]) * city.ky;

    // Strict "<" keeps the first entry of the data on a tie, so answers never depend on luck.
    let street: Localized | null = null;
    let streetDistance = Infinity;
    for (const s of city.segments) {
      if (x < s.minX || x > s.maxX || y < s.minY || y > s.maxY) continue;
      const d = distanceToSegment(x, y, s);
      if (d <= s.radius && d < streetDistance) [street, streetDistance] = [s.name, d];
    }

    let district: Localized | null = null;
    let districtDistance = Infinity;
    for (const a of city.anchors) {
      const d = Math.hypot(x - a.x, y - a.y);
      if (d <= DISTRICT_RADIUS_M && d < districtDistance) [district, districtDistance] = [a.district, d];
    }

    // Only a house of the street named, so the line never joins one street with another's number.
    let house: House | null = null;
    let houseDistance = HOUSE_RADIUS_M;
    for (const h of city.houses) {
      const d = Math.hypot(x - h.x, y - h.y);
      if (h.street === street && d <= houseDistance) [house, houseDistance] = [h, d];
    }

    const parts = [street, district, city.name].filter((p): p is Localized => p !== null).map((p) => p[locale]);
    if (house) parts[0] = `${parts[0]}, ${house.number}`;
    const distance = street ? streetDistance : district ? districtDistance : cityDistance;
    return {
      address: parts.join(", "),
      house: house?.number ?? null,
      street: street?.[locale] ?? null,
      district: district?.[locale] ?? null,
      city: city.name[locale],
      distanceMeters: Math.round(distance),
    };
  }
}
