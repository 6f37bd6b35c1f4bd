// Where the order goes (spec §3 "Location", "Saved address"; §4 "Saved location"; §5).

/** Stored under "location". */
export interface Location {
  RestaurantId: string;
  RegionId: number;
  Longitude: number;
  Latitude: number;
}

/** Stored under "addresses"; coordinates are [longitude, latitude]. */
export interface SavedAddress {
  id: string;
  coordinates: [number, number];
  title: string;
  address: string;
  iconSrc: string;
}

export const EMPTY_LOCATION: Location = { RestaurantId: "", RegionId: 0, Longitude: 0, Latitude: 0 };

/** A location counts as saved only when latitude and longitude are both above 0. */
export function isSavedLocation(location: Location | null | undefined): boolean {
  return Boolean(location && location.Latitude > 0 && location.Longitude > 0);
}

const sameCoordinates = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];

/** Saving an address with the same coordinates as a saved one is ignored. */
export function addAddress(list: readonly SavedAddress[], address: SavedAddress): SavedAddress[] {
  return list.some((a) => sameCoordinates(a.coordinates, address.coordinates)) ? [...list] : [...list, address];
}

/** Removes an address; removing the one that matches the current location resets the location. */
export function removeAddress(
  list: readonly SavedAddress[],
  id: string,
  location: Location,
): { addresses: SavedAddress[]; location: Location } {
  const removed = list.find((a) => a.id === id);
  const addresses = list.filter((a) => a.id !== id);
  const matches = removed && sameCoordinates(removed.coordinates, [location.Longitude, location.Latitude]);
  return { addresses, location: matches ? EMPTY_LOCATION : location };
}

export function renameAddress(list: readonly SavedAddress[], id: string, title: string): SavedAddress[] {
  return list.map((a) => (a.id === id ? { ...a, title } : a));
}

function isNum(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

/** Reads a stored location; anything malformed is the empty location. */
export function parseLocation(value: unknown): Location {
  if (typeof value !== "object" || value === null) return EMPTY_LOCATION;
  const v = value as Record<string, unknown>;
  if (typeof v.RestaurantId !== "string" || !isNum(v.RegionId) || !isNum(v.Longitude) || !isNum(v.Latitude)) return EMPTY_LOCATION;
  return { RestaurantId: v.RestaurantId, RegionId: v.RegionId, Longitude: v.Longitude, Latitude: v.Latitude };
}

/** Reads stored addresses, dropping malformed entries. */
export function parseAddresses(value: unknown): SavedAddress[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is SavedAddress =>
      typeof a === "object" &&
      a !== null &&
      typeof a.id === "string" &&
      Array.isArray(a.coordinates) &&
      a.coordinates.length === 2 &&
      a.coordinates.every(isNum) &&
      typeof a.title === "string" &&
      typeof a.address === "string" &&
      typeof a.iconSrc === "string",
  );
}
