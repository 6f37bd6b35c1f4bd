// Address search in the embedded gazetteer: what a customer typed against the names of streets,
// places, districts and cities in all three languages. Case, the Uzbek apostrophe in any of its
// spellings (o‘ o' o` oʻ) or none, ё/е and punctuation do not matter. A street is found at the
// middle vertex of its line, a district at its first anchor, a city at its centre.
import type { Locale } from "../../src/domain/locales";
import type { Localized } from "../../src/domain/localized";
import type { CityGazetteer, LatLon } from "./gazetteer";
import { haversineMeters, type SearchOptions, type SearchResult } from "./geocoder";

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
  rank: number;
  /** Streets and places before districts, districts before cities. */
  kind: number;
  order: number;
  result: SearchResult;
}

export function searchGazetteer(
  cities: readonly CityGazetteer[],
  query: string,
  locale: Locale,
  { regionId, limit }: SearchOptions,
): SearchResult[] {
  const typed = normalizeName(query);
  if (!typed) return [];
  const words = typed.split(" ");
  const inRegion = cities.filter((c) => c.regionId !== undefined && c.regionId === regionId);
  const candidates: Candidate[] = [];
  const add = (names: Localized, kind: number, at: LatLon, parts: (Localized | null)[]) => {
    const r = bestRank(names, typed, words);
    if (r === null) return;
    const address = parts
      .filter((p): p is Localized => p !== null)
      .map((p) => p[locale])
      .join(", ");
    candidates.push({ rank: r, kind, order: candidates.length, result: { address, longitude: at[1], latitude: at[0] } });
  };
  for (const city of inRegion.length > 0 ? inRegion : cities) {
    for (const f of city.features) {
      const at = "at" in f ? f.at : f.path[Math.floor((f.path.length - 1) / 2)];
      add(f, 0, at, [f, districtAt(city, at), city.name]);
    }
    for (const d of city.districts) add(d, 1, d.anchors[0], [d, city.name]);
    add(city.name, 2, city.centre, [city.name]);
  }
  candidates.sort((a, b) => a.rank - b.rank || a.kind - b.kind || a.order - b.order);
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
