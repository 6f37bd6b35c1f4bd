// Where a search puts the pin on a street, and which of its houses a typed number names.
//
// A street is long and a delivery zone covers part of a city: the street's middle vertex may lie
// between zones even where the street runs through one. Given the zones (`areas`), the pin goes
// to the point of the street inside a zone nearest (along the street) to its middle vertex, so a
// customer who picks "Bunyodkor Avenue" lands where someone delivers; outside every zone (or with
// no zones given), the middle vertex as before. Either way clear of the street's known houses: the
// street's pin names the street (and the app asks for the house), never some house by chance.
import { isInZone, type LonLat } from "../../src/domain/zones";
import type { GazetteerHouse, LatLon } from "./gazetteer";
import { haversineMeters } from "./geocoder";

/** Samples along the street this far apart: a zone's edge is found to within this. */
const STEP_M = 20;
/** A street's pin keeps this far from its known houses, so the pin names the street, not a house (HOUSE_RADIUS_M is 40). */
const CLEAR_OF_HOUSES_M = 60;

export function streetPoint(
  path: readonly LatLon[],
  areas: readonly (readonly LonLat[])[] = [],
  houses: readonly GazetteerHouse[] = [],
): LatLon {
  const middle = Math.floor((path.length - 1) / 2);
  if (path.length < 2) return path[middle];
  const inside = ([lat, lon]: LatLon) => areas.some((ring) => isInZone(ring as LonLat[], lon, lat));
  const clear = (p: LatLon) => houses.every((h) => haversineMeters(...p, ...h.at) >= CLEAR_OF_HOUSES_M);
  // Distance along the street of each vertex, and of the middle one.
  const along: number[] = [0];
  for (let i = 1; i < path.length; i++) along.push(along[i - 1] + haversineMeters(...path[i - 1], ...path[i]));
  const target = along[middle];
  // The nearest sample to the middle inside a zone and clear of houses; else clear of houses; else the middle.
  let [inZone, inZoneGap, anywhere, anywhereGap] = [null as LatLon | null, Infinity, null as LatLon | null, Infinity];
  for (let i = 1; i < path.length; i++) {
    const [a, b] = [path[i - 1], path[i]];
    const length = along[i] - along[i - 1];
    const steps = Math.max(1, Math.ceil(length / STEP_M));
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const p: LatLon = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const gap = Math.abs(along[i - 1] + length * t - target);
      if (gap >= anywhereGap && gap >= inZoneGap) continue;
      if (!clear(p)) continue;
      if (gap < anywhereGap) [anywhere, anywhereGap] = [p, gap];
      if (gap < inZoneGap && inside(p)) [inZone, inZoneGap] = [p, gap];
    }
  }
  return inZone ?? anywhere ?? path[middle];
}

/** A typed house number: digits and at most one letter ("107", "107b", "12а"). */
const HOUSE_NUMBER = /^\d{1,4}[a-zа-я]?$/;

/**
 * "amir temur 107" → { street: "amir temur", house: "107" }; the number may come first too
 * ("107 amir temur"). No number, or nothing but a number: { street: typed, house: null }.
 * `typed` is already normalised (lower case, single spaces).
 */
export function splitHouse(typed: string): { street: string; house: string | null } {
  const words = typed.split(" ");
  if (words.length < 2) return { street: typed, house: null };
  if (HOUSE_NUMBER.test(words[words.length - 1])) return { street: words.slice(0, -1).join(" "), house: words[words.length - 1] };
  if (HOUSE_NUMBER.test(words[0])) return { street: words.slice(1).join(" "), house: words[0] };
  return { street: typed, house: null };
}

// A house's letter is written in Cyrillic or Latin alike ("107Б", "107B").
const LATIN: Record<string, string> = { а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ж: "j", з: "z", и: "i", к: "k" };
/** "107Б" and "107b" → "107b": a house number as compared. */
export const houseKey = (number: string) => number.toLowerCase().replace(/[а-я]/g, (c) => LATIN[c] ?? c);

/** The street's house the number names: the same number, else the only one with a letter after it ("107" → "107B"). */
export function findHouse(houses: readonly GazetteerHouse[] | undefined, number: string): GazetteerHouse | null {
  if (!houses) return null;
  const typed = houseKey(number);
  const same = houses.find((h) => houseKey(h.number) === typed);
  if (same) return same;
  if (!/^\d+$/.test(typed)) return null;
  const lettered = houses.filter((h) => new RegExp(`^${typed}[a-z]$`).test(houseKey(h.number)));
  return lettered.length === 1 ? lettered[0] : null;
}
