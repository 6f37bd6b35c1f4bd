// GET /api/address/search: addresses (streets, places, districts, cities) matching what a
// customer typed, in the asked language, for the "Where to?" sheet's search box.
import { z } from "zod";
import * as f from "./fields";

/** Fewer characters than this (once trimmed) find nothing: the answer is an empty list. */
export const ADDRESS_SEARCH_MIN_LENGTH = 2;
export const ADDRESS_SEARCH_MAX_LENGTH = 100;
/** At most this many results. */
export const ADDRESS_SEARCH_LIMIT = 10;

export const addressSearchQuery = z.object({
  query: z
    .string({ error: "is required" })
    .trim()
    .max(ADDRESS_SEARCH_MAX_LENGTH, `must be at most ${ADDRESS_SEARCH_MAX_LENGTH} characters`)
    .meta({
      description: `What the customer typed: a street (with a house number, before or after it), a place, a district. Case, Uzbek apostrophes (o‘ o' o\` oʻ) and a missing apostrophe do not matter; under ${ADDRESS_SEARCH_MIN_LENGTH} characters the answer is []`,
      example: "amir temur",
    }),
  RegionId: f.regionId,
  Language: f.language,
});

export const addressFound = z
  .object({
    address: z.string().meta({ description: "One line, most specific part first, in the asked language" }),
    longitude: z.number(),
    latitude: z.number(),
    street: z.string().nullable().meta({ description: "The street the result is on; null for a place, district or city" }),
    house: z
      .string()
      .nullable()
      .meta({ description: 'The house at the point when the typed number ("Amir Temur 107") named one; null: ask the customer for it' }),
    regionId: z.number().int().nullable().meta({ description: "The chain's region (city) the point is in; null when in none" }),
  })
  .meta({ id: "AddressFound" });

export const addressSearchResults = z.array(addressFound).meta({ description: `Best matches first, at most ${ADDRESS_SEARCH_LIMIT}` });

export type AddressSearchQuery = z.output<typeof addressSearchQuery>;
export type AddressFound = z.infer<typeof addressFound>;
