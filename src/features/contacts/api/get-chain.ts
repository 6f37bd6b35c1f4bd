// GET /api/chain: the chain's own details for the contacts page, in the page's language.
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import type { Chain, ChainLink } from "../../../contract/content";
import { api } from "../../../lib/http/api";

export type { ChainLink };
export type ChainInfo = Chain;

export function getChain(signal?: AbortSignal): Promise<ChainInfo> {
  return api.GET("main", "/api/chain", { signal });
}

export const chainQueryAtom = atomWithQuery((get) => ({
  queryKey: ["chain", get(localeAtom)],
  queryFn: ({ signal }) => getChain(signal),
  staleTime: 10 * 60_000,
  placeholderData: (previous: ChainInfo | undefined) => previous,
}));
