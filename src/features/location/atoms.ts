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
