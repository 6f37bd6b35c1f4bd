// State of the "Where to?" sheet. The chosen location itself lives in features/delivery/atoms.ts.
import { atom } from "jotai";
import type { LonLat } from "../../domain/zones";

/** Whether the "Where to?" sheet is open. */
export const locationSheetOpenAtom = atom(false);

/** The point being considered for delivery (tapped, dragged, located), [longitude, latitude]. */
export const pickedPointAtom = atom<LonLat | null>(null);

/** Sets the point, rounded to 6 decimals (about 10 cm) so equal taps are equal points. */
export const pickPointAtom = atom(null, (_get, set, point: LonLat | null) => {
  set(pickedPointAtom, point ? [round6(point[0]), round6(point[1])] : null);
});

/** The restaurant highlighted in the pickup list and on its map. */
export const selectedPickupIdAtom = atom<string | null>(null);

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The city the sheet shows and searches in, when it follows something: the customer's choice in
 * the city list, or the city of the point picked (a search result, "My location", a tap). null:
 * the city of the chosen location, else the first city (geo.ts pickRegion).
 */
export const cityChoiceAtom = atom<number | null>(null);

/**
 * A street picked from the search without a house: its point, and the number typed with it
 * ("Bunyodkor 999": "999"; "" when none was typed). The house is asked for before "Deliver here".
 */
export const houseDraftAtom = atom<{ point: LonLat; house: string } | null>(null);
