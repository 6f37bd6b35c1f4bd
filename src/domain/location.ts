// Where the order goes (docs/product-rules.md §5).

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
  /** The street alone, when the geocoder named one ("Shahrisabz ko‘chasi"); `address` is the whole line. */
  street?: string;
  /** What the customer wrote at checkout for this point (or the geocoder's house number). */
  house?: string;
  entrance?: string;
  floor?: string;
  apartment?: string;
  /**
   * The language ("ru", "en", "uz") of the geocoder's words in `title` and `address`: in another
   * one the app shows its point's name in that language instead (addressInLanguage). Absent for
   * an address saved without a name, or before the language was kept.
   */
  lang?: string;
  /** The customer gave it a title of their own (profile): it stays as written in every language. */
  renamed?: boolean;
}

/** The parts of a saved address the checkout form fills in, each at most this long. */
export const ADDRESS_DETAILS = ["street", "house", "entrance", "floor", "apartment"] as const;
export type AddressDetails = Partial<Record<(typeof ADDRESS_DETAILS)[number], string>>;

/** Keeps what the customer wrote for a saved address (by its coordinates) for the next order there. */
export function rememberDetails(list: readonly SavedAddress[], coordinates: [number, number], details: AddressDetails): SavedAddress[] {
  return list.map((a) => (sameCoordinates(a.coordinates, coordinates) ? { ...a, ...details } : a));
}

/**
 * The address line of an order: the street and the house, "Shahrisabz ko‘chasi, 16". A line that
 * already ends with the house (an older client wrote it in) stays as it is.
 */
export function addressLine(street: string, house: string): string {
  const s = street.trim().replace(/[,\s]+$/, "");
  const h = house.trim();
  if (!h) return s;
  if (!s) return h;
  const before = s.length - h.length - 1;
  const endsWithHouse = before >= 0 && s.toLowerCase().endsWith(h.toLowerCase()) && /[\s,]/.test(s[before]);
  return endsWithHouse ? s : `${s}, ${h}`;
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

/** Gives an address the customer's own title; the same title again changes nothing. */
export function renameAddress(list: readonly SavedAddress[], id: string, title: string): SavedAddress[] {
  return list.map((a) => (a.id === id && a.title !== title ? { ...a, title, renamed: true } : a));
}

/** The geocoder's name of a point, as much of it as a saved address shows. */
export interface PlaceName {
  address: string;
  street?: string | null;
}

/**
 * A saved address as it reads in `lang`: when its geocoder words are in another language (or one
 * not known), its point's name in `lang` takes their place, titled as a new address would be (the
 * street, else the whole line); a title the customer gave stays. Without a name it is as stored.
 */
export function addressInLanguage(saved: SavedAddress, lang: string, name: PlaceName | null | undefined): SavedAddress {
  const address = name?.address.trim();
  if (saved.lang === lang || !address) return saved;
  const title = hasOwnTitle(saved) ? saved.title : name?.street?.trim() || address;
  return { ...saved, title, address, lang };
}

/**
 * Whether the title is the customer's: renamed, or (saved before renames were marked, when no
 * language was kept either) not the start of its line, as the geocoder's street or line would be.
 */
function hasOwnTitle(saved: SavedAddress): boolean {
  if (saved.renamed) return true;
  return saved.lang === undefined && !saved.address.startsWith(saved.title);
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

/** The optional details of a stored address: strings of sane length only, anything else dropped. */
function detailsOf(a: Record<string, unknown>): AddressDetails {
  const out: AddressDetails = {};
  for (const key of ADDRESS_DETAILS) {
    const v = a[key];
    if (typeof v === "string" && v.length <= (key === "street" ? 300 : 20)) out[key] = v;
  }
  return out;
}

/** Reads stored addresses, dropping malformed entries and malformed details. */
export function parseAddresses(value: unknown): SavedAddress[] {
  if (!Array.isArray(value)) return [];
  const valid = value.filter(
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
  return valid.map((a) => ({
    id: a.id,
    coordinates: [a.coordinates[0], a.coordinates[1]],
    title: a.title,
    address: a.address,
    iconSrc: a.iconSrc,
    ...detailsOf(a as unknown as Record<string, unknown>),
    ...(typeof a.lang === "string" && /^[a-z]{2}$/.test(a.lang) ? { lang: a.lang } : {}),
    ...(a.renamed === true ? { renamed: true } : {}),
  }));
}
