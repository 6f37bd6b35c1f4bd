// GET /api/restaurants/List: every restaurant of the chain; the app keeps the active ones.
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import { api } from "../../../lib/http/api";
import { type Restaurant, type RestaurantDto, toActiveRestaurants } from "./restaurant";

export type { Restaurant, RestaurantDto } from "./restaurant";

export async function getRestaurants(signal?: AbortSignal): Promise<Restaurant[]> {
  return toActiveRestaurants(await api.get<RestaurantDto[]>("main", "/api/restaurants/List", { signal }));
}

/** The active restaurants in the current language; fetched only where it is read. */
export const restaurantsQueryAtom = atomWithQuery((get) => {
  const locale = get(localeAtom);
  return {
    queryKey: ["restaurants", "list", locale],
    queryFn: ({ signal }) => getRestaurants(signal),
    staleTime: 5 * 60_000,
    // A language switch keeps the list on screen until the translated one arrives.
    placeholderData: (previous: Restaurant[] | undefined) => previous,
  };
});
