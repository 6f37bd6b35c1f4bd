// The road (issue 24): how often a courier's device reports its position, and what the customer is
// told from it: how far the courier is and about how many minutes away. The straight line is
// stretched by ROAD_FACTOR for the streets and driven at CITY_SPEED_KMH; at least one minute.
import { distanceMeters } from "./zones";

/** A courier's device sends its position at most this often while an order is on the way. */
export const LOCATION_EVERY_MS = 15_000;
/** The server refuses a position sooner than this after the last one (a second of timer drift allowed). */
export const LOCATION_MIN_GAP_MS = LOCATION_EVERY_MS - 1_000;
/** Streets are longer than the straight line. */
export const ROAD_FACTOR = 1.4;
/** A courier's average speed through the city, km/h. */
export const CITY_SPEED_KMH = 25;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Metres along the streets, estimated from the straight line. */
export const roadMeters = (from: Point, to: Point): number =>
  distanceMeters([from.longitude, from.latitude], [to.longitude, to.latitude]) * ROAD_FACTOR;

/** Whole minutes until the courier arrives; at least 1. */
export function etaMinutes(from: Point, to: Point): number {
  const minutes = roadMeters(from, to) / 1000 / (CITY_SPEED_KMH / 60);
  return Math.max(1, Math.ceil(minutes));
}

/** Kilometres along the streets, to one decimal (0.1 at least). */
export const roadKm = (from: Point, to: Point): number => Math.max(0.1, Math.round(roadMeters(from, to) / 100) / 10);
