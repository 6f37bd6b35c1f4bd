// The cache key of a point's name, apart from the lookup (./get-address.ts), which the header's saved
// addresses fetch only when one of them is to be named in another language.

/** The cache key of a point's name in a language (the picked point's and the saved addresses'). */
export const addressNameKey = (locale: string, longitude: number | null, latitude: number | null) =>
  ["address", locale, longitude, latitude] as const;
