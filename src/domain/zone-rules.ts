// What a delivery zone drawn by staff must be before it is stored: a ring of [longitude, latitude]
// pairs (the wire's and GeoJSON's order), 3 to 500 corners, every pair a real place on Earth, and
// no edge crossing another (a bow-tie zone holds points nobody meant). The ring may come closed
// (last pair = first, as the seed stores it) or open; it is stored as given (zones.ts closes it).
import type { LonLat } from "./zones";

export const MIN_ZONE_POINTS = 3;
export const MAX_ZONE_POINTS = 500;

/** The corners of a ring: without the closing pair when it repeats the first. */
export function corners(ring: readonly LonLat[]): LonLat[] {
  if (ring.length < 2) return [...ring];
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : [...ring];
}

/** Sign of the turn a → b → c: 1 left, −1 right, 0 in line. */
function turn(a: LonLat, b: LonLat, c: LonLat): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(a: LonLat, b: LonLat, p: LonLat): boolean {
  return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

/** Do segments ab and cd share any point (touching counts)? */
export function segmentsMeet(a: LonLat, b: LonLat, c: LonLat, d: LonLat): boolean {
  const [d1, d2, d3, d4] = [turn(a, b, c), turn(a, b, d), turn(c, d, a), turn(c, d, b)];
  if (d1 !== d2 && d3 !== d4) return true;
  return (
    (d1 === 0 && onSegment(a, b, c)) ||
    (d2 === 0 && onSegment(a, b, d)) ||
    (d3 === 0 && onSegment(c, d, a)) ||
    (d4 === 0 && onSegment(c, d, b))
  );
}

/** True when two edges of the ring that are not neighbours meet, or a corner repeats. O(n²): 500 corners is 125 000 checks. */
export function selfIntersects(ring: readonly LonLat[]): boolean {
  const pts = corners(ring);
  const n = pts.length;
  const seen = new Set<string>();
  for (const p of pts) {
    const key = `${p[0]},${p[1]}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  for (let i = 0; i < n; i++) {
    const [a, b] = [pts[i], pts[(i + 1) % n]];
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner by design.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsMeet(a, b, pts[j], pts[(j + 1) % n])) return true;
    }
  }
  return false;
}

/** Twice the signed area (shoelace), in squared degrees; 0 when every corner is on one line. */
function area(pts: readonly LonLat[]): number {
  let sum = 0;
  for (let i = 0; i < pts.length; i++) {
    const [a, b] = [pts[i], pts[(i + 1) % pts.length]];
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(sum);
}

/** Why a ring cannot be a zone (a message for the `zone` field), or null when it can. */
export function zoneProblem(ring: readonly LonLat[]): string | null {
  const n = corners(ring).length;
  if (n < MIN_ZONE_POINTS) return `must have at least ${MIN_ZONE_POINTS} distinct corners`;
  if (ring.length > MAX_ZONE_POINTS + 1 || n > MAX_ZONE_POINTS) return `must have at most ${MAX_ZONE_POINTS} corners`;
  for (const [lon, lat] of ring) {
    if (!Number.isFinite(lon) || lon < -180 || lon > 180) return "each pair is [longitude, latitude]: longitude must be −180…180";
    if (!Number.isFinite(lat) || lat < -90 || lat > 90) return "each pair is [longitude, latitude]: latitude must be −90…90";
  }
  if (selfIntersects(ring)) return "must not cross itself or repeat a corner";
  if (area(corners(ring)) === 0) return "must enclose an area (its corners lie on one line)";
  return null;
}
