// The chain's restaurants as the console lists them (GET /api/operator/restaurants): names for
// filters and pickers. A manager's list holds their own restaurant only.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { opsApi } from "./api";

export interface RestaurantName {
  id: string;
  name: string;
}

type Localized = string | Record<string, string>;
let cached: Promise<{ id: string; name: Localized }[]> | null = null;

export function useRestaurantNames(): RestaurantName[] | null {
  const { i18n } = useLingui();
  const [list, setList] = useState<{ id: string; name: Localized }[] | null>(null);
  useEffect(() => {
    cached ??= opsApi.get<{ id: string; name: Localized }[]>("/restaurants").catch((err: unknown) => {
      cached = null;
      throw err;
    });
    let live = true;
    cached.then((l) => live && setList(l)).catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, []);
  return list?.map((r) => ({ id: r.id, name: typeof r.name === "string" ? r.name : (r.name[i18n.locale] ?? r.name.ru ?? r.id) })) ?? null;
}
