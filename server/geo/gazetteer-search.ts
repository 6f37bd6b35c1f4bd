// Address search in the embedded gazetteer: what a customer typed against the names of streets,
// places, districts and cities in all three languages. Case, the Uzbek apostrophe in any of its
// spellings (o‘ o' o` oʻ) or none, ё/е and punctuation do not matter. Every city is searched; the
// region's city comes first. A number typed with a street ("Amir Temur 107") finds that house
// when the gazetteer knows it, else the street with no house (the client then asks for one). A
// street is found at its middle vertex, or inside a delivery zone near it (gazetteer-points.ts);
// a district at its first anchor, a city at its centre.
import type { Locale } from "../../src/domain/locales";
import type { Localized } from "../../src/domain/localized";
import type { CityGazetteer, LatLon } from "./gazetteer";
import { haversineMeters, type SearchOptions, type SearchResult } from "./geocoder";
import { findHouse, splitHouse, streetPoint } from "./gazetteer-points";

/** Lower case; apostrophes of every spelling dropped; ё as е; punctuation and dashes as spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’'`ʻʼ´]/g, "")
    .replace(/ё/g, "е")
    .replace(/[«»"“”„().,;:!?/\\\-–—№#]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** 0: the name starts with the text; 1: every typed word starts a word of the name; 2: inside it. */
function rank(name: string, typed: string, words: readonly string[]): number | null {
  if (name.startsWith(typed)) return 0;
  const nameWords = name.split(" ");
  if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) return 1;
  if (name.includes(typed)) return 2;
  return null;
}

function bestRank(names: Localized, typed: string, words: readonly string[]): number | null {
  let best: number | null = null;
  for (const name of [names.ru, names.en, names.uz]) {
    const r = rank(normalizeName(name), typed, words);
    if (r !== null && (best === null || r < best)) best = r;
  }
  return best;
}

const DISTRICT_RADIUS_M = 5_000;

function districtAt(city: CityGazetteer, [lat, lon]: LatLon): Localized | null {
  let found: Localized | null = null;
  let nearest = DISTRICT_RADIUS_M;
  for (const d of city.districts) {
    for (const a of d.anchors) {
      const m = haversineMeters(lat, lon, a[0], a[1]);
      if (m <= nearest) [found, nearest] = [d, m];
    }
  }
  return found;
}

interface Candidate {
  /** 0: in the region's city (or no region asked); 1: another city. */
  elsewhere: number;
  rank: number;
  /** A typed house found first, then streets and places, districts, cities. */
  kind: number;
  order: number;
  result: SearchResult;
}

export function searchGazetteer(
  cities: readonly CityGazetteer[],
  query: string,
  locale: Locale,
  { regionId, limit, areas = [] }: SearchOptions,
): SearchResult[] {
  const normalized = normalizeName(query);
  if (!normalized) return [];
  const { street: typed, house: typedHouse } = splitHouse(normalized);
  const words = typed.split(" ");
  const candidates: Candidate[] = [];
  for (const city of cities) {
    const elsewhere = regionId === undefined || city.regionId === regionId ? 0 : 1;
    const add = (names: Localized, kind: number, at: LatLon, parts: (Localized | string | null)[], found: Partial<SearchResult> = {}) => {
      const r = bestRank(names, typed, words);
      if (r === null) return;
      const address = parts
        .filter((p): p is Localized | string => p !== null)
        .map((p) => (typeof p === "string" ? p : p[locale]))
        .join(", ");
      const result: SearchResult = {
        address,
        longitude: at[1],
        latitude: at[0],
        street: null,
        house: null,
        regionId: city.regionId ?? null,
        ...found,
      };
      candidates.push({ elsewhere, rank: r, kind, order: candidates.length, result });
    };
    for (const f of city.features) {
      if ("at" in f) {
        add(f, 1, f.at, [f, districtAt(city, f.at), city.name]);
        continue;
      }
      const house = typedHouse ? findHouse(f.houses, typedHouse) : null;
      if (house) add(f, 0, house.at, [f, house.number, districtAt(city, house.at), city.name], { street: f[locale], house: house.number });
      const at = streetPoint(f.path, areas, f.houses);
      add(f, 1, at, [f, districtAt(city, at), city.name], { street: f[locale] });
    }
    for (const d of city.districts) add(d, 2, d.anchors[0], [d, city.name]);
    add(city.name, 3, city.centre, [city.name]);
  }
  candidates.sort((a, b) => a.elsewhere - b.elsewhere || a.rank - b.rank || a.kind - b.kind || a.order - b.order);
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const c of candidates) {
    if (seen.has(c.result.address)) continue;
    seen.add(c.result.address);
    results.push(c.result);
    if (results.length >= limit) break;
  }
  return results;
}
