// Delivery zones. On the wire a zone is polygon JSON text of [longitude, latitude] pairs
// (GeoJSON order); Leaflet wants [latitude, longitude]. The point-in-zone test uses turf, a
// maintained geometry library, so edges and holes follow GeoJSON's rules.
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import { point, polygon } from "@turf/helpers";

export type LonLat = [number, number];
export type LatLng = [number, number];

/** Reads a zone ring from its wire text; null when it is absent or not a usable polygon. */
export function parseZone(text: string | null | undefined): LonLat[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length < 4) return null;
    const ring = value.map((pair) => {
      if (!Array.isArray(pair) || pair.length !== 2) throw new Error("bad pair");
      const [lon, lat] = pair.map(Number);
      if (!Number.isFinite(lon) || !Number.isFinite(lat)) throw new Error("bad number");
      return [lon, lat] as LonLat;
    });
    return ring;
  } catch {
    return null;
  }
}

/** [longitude, latitude] pairs reversed for Leaflet. */
export function toLeaflet(ring: LonLat[]): LatLng[] {
  return ring.map(([lon, lat]) => [lat, lon]);
}

function closed(ring: LonLat[]): LonLat[] {
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

/** True when the point lies inside the zone or on its border. */
export function isInZone(ring: LonLat[], longitude: number, latitude: number): boolean {
  if (ring.length < 3) return false;
  return booleanPointInPolygon(point([longitude, latitude]), polygon([closed(ring)]));
}

/** Great-circle distance in metres. */
export function distanceMeters(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}
