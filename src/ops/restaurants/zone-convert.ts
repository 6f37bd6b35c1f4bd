// The zone on the wire is a ring of [longitude, latitude] pairs, closed (the last pair repeats the
// first); Leaflet draws [latitude, longitude] corners, open. These two functions are the only
// place the order flips.
export type LonLat = [number, number];
export type LatLngPair = [number, number];

/** Wire ring → the editor's corners (open, [lat, lng]). */
export function zoneToCorners(zone: readonly LonLat[] | null): LatLngPair[] {
  if (!zone || zone.length === 0) return [];
  const [first, last] = [zone[0], zone[zone.length - 1]];
  const open = zone.length > 1 && first[0] === last[0] && first[1] === last[1] ? zone.slice(0, -1) : zone;
  return open.map(([lon, lat]) => [lat, lon]);
}

/** The editor's corners → the wire's closed ring of [lon, lat], rounded to 6 decimals (about 10 cm). */
export function cornersToZone(corners: readonly LatLngPair[]): LonLat[] {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const ring = corners.map(([lat, lng]): LonLat => [round(lng), round(lat)]);
  return ring.length > 0 ? [...ring, [ring[0][0], ring[0][1]]] : [];
}

/** The point halfway along the side from corner i to the next (the last side closes the ring). */
export function midpoint(corners: readonly LatLngPair[], i: number): LatLngPair {
  const a = corners[i];
  const b = corners[(i + 1) % corners.length];
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** A corner added after corner i (on that side's midpoint, then dragged by the editor). */
export const insertAfter = (corners: readonly LatLngPair[], i: number, point: LatLngPair): LatLngPair[] => [
  ...corners.slice(0, i + 1),
  point,
  ...corners.slice(i + 1),
];

/** A ring needs three corners: removing one from a triangle leaves it as it is. */
export const removeCorner = (corners: readonly LatLngPair[], i: number): LatLngPair[] =>
  corners.length <= 3 ? [...corners] : corners.filter((_, n) => n !== i);
