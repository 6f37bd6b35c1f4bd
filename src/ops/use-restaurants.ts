// The chain's restaurants as the console lists them (GET /api/operator/restaurants): the
// restaurants section edits them, the other sections name them in filters and pickers. A manager's
// list holds their own restaurant only. One query: a saved restaurant renames it everywhere.
import { useLingui } from "@lingui/react/macro";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OperatorRestaurant } from "../contract/operator-restaurants";
import type { Locale } from "../domain/locales";
import { opsApi } from "./api";

export interface RestaurantName {
  id: string;
  name: string;
}

export const RESTAURANTS_KEY = ["restaurants"] as const;
export const restaurantsQuery = queryOptions({
  queryKey: RESTAURANTS_KEY,
  queryFn: (): Promise<OperatorRestaurant[]> => opsApi.GET("/api/operator/restaurants"),
});

/** The restaurants' names in the console's language: null while loading, none when it failed. */
export function useRestaurantNames(): RestaurantName[] | null {
  const { i18n } = useLingui();
  const list = useQuery(restaurantsQuery);
  if (list.error) return [];
  return list.data?.map((r) => ({ id: r.id, name: r.name[i18n.locale as Locale] ?? r.name.ru ?? r.id })) ?? null;
}
