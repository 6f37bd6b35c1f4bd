// GET /api/restaurants/List: every restaurant of the chain. Orders go to the active ones; the
// temporarily closed ones are shown as such (pickup list, contacts, zones map), never offered.
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import { api } from "../../../lib/http/api";
import { activeOnly, closedOnly, type Restaurant, toRestaurants } from "./restaurant";

export type { Restaurant, RestaurantDto } from "./restaurant";

/** Every readable restaurant, active or not. */
export async function getAllRestaurants(signal?: AbortSignal): Promise<Restaurant[]> {
  return toRestaurants(await api.GET("main", "/api/restaurants/List", { signal }));
}

/** One fetch of the list in the current language, seen whole or in part (`select`). */
const listQuery = <T>(select: (list: Restaurant[]) => T) =>
  atomWithQuery((get) => {
    const locale = get(localeAtom);
    return {
      queryKey: ["restaurants", "list", locale],
      queryFn: ({ signal }: { signal: AbortSignal }) => getAllRestaurants(signal),
      staleTime: 5 * 60_000,
      select,
      // A language switch keeps the list on screen until the translated one arrives.
      placeholderData: (previous: Restaurant[] | undefined) => previous,
    };
  });

/** The active restaurants; fetched only where it is read. */
export const restaurantsQueryAtom = listQuery(activeOnly);
/** The temporarily closed restaurants. */
export const closedRestaurantsQueryAtom = listQuery(closedOnly);
/** All of them, in the chain's order (contacts). */
export const allRestaurantsQueryAtom = listQuery((list) => list);
