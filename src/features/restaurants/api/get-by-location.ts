// GET /api/restaurants/GetByLocation (docs/api.md): with orderTypeId 0 the active restaurant whose
// zone holds the point ([] when none); with 200 every active restaurant, nearest first.
import type { OrderTypeId } from "../../../domain/order-type";
import { api } from "../../../lib/http/api";
import { type Restaurant, toActiveRestaurants } from "./restaurant";

export interface ByLocationParams {
  latitude: number;
  longitude: number;
  regionId?: number;
  orderTypeId: OrderTypeId;
}

export async function getByLocation(params: ByLocationParams, signal?: AbortSignal): Promise<Restaurant[]> {
  const { latitude, longitude, regionId, orderTypeId } = params;
  const query = { latitude, longitude, regionId: regionId && regionId > 0 ? regionId : undefined, orderTypeId };
  return toActiveRestaurants(await api.GET("main", "/api/restaurants/GetByLocation", { query, signal }));
}

/** The query key of a GetByLocation answer, shared by every caller so they reuse one fetch. */
export function byLocationKey(locale: string, params: ByLocationParams) {
  return ["restaurants", "by-location", locale, params.orderTypeId, params.longitude, params.latitude, params.regionId ?? 0] as const;
}
