// GET /api/regions: the cities the chain serves, in the page's language (contacts, careers).
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import type { Region } from "../../../contract/menu";
import { api } from "../../../lib/http/api";

export type { Region };

export function getRegions(signal?: AbortSignal): Promise<Region[]> {
  return api.GET("main", "/api/regions", { signal });
}

export const regionsQueryAtom = atomWithQuery((get) => ({
  queryKey: ["regions", get(localeAtom)],
  queryFn: ({ signal }) => getRegions(signal),
  staleTime: 10 * 60_000,
  placeholderData: (previous: Region[] | undefined) => previous,
}));
