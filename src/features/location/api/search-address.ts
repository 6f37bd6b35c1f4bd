// GET /api/address/search on our server: addresses matching typed text, in the page's language
// (the client adds Language), within the region's city.
import type { AddressFound } from "../../../contract/address-search";
import { api } from "../../../lib/http/api";

export type { AddressFound };

/** Fewer characters than this are not sent: the server would answer []. */
export const SEARCH_MIN_LENGTH = 2;

export function searchAddress(query: string, regionId: number, signal?: AbortSignal): Promise<AddressFound[]> {
  return api.GET("main", "/api/address/search", {
    query: { query, RegionId: regionId > 0 ? regionId : undefined },
    signal,
  });
}
