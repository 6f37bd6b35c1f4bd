// GET /api/shop: the menu and hours of a restaurant (src/contract/menu.ts `shopResponse`).
import { atomWithQuery } from "jotai-tanstack-query";
import type { OrderTypeId } from "../../../domain/order-type";
import type { MenuFolder, MenuModifier, MenuProduct, ProductForCart, Shop } from "../../../contract/menu";
import { takePageData } from "../../../config/page-data";
import { api } from "../../../lib/http/api";
import { localeAtom } from "../../../i18n/locale-atom";
import { shopLocationParamsAtom } from "../../delivery/atoms";

export type { MenuFolder, MenuModifier, MenuProduct, ProductForCart };
/** GET /api/shop as it comes over the wire (and in the page's payload). */
export type ShopWire = Shop;
/** The menu as the app uses it: the wire's `starTime`/`endTime` read as `opensAt`/`closesAt`. */
export type ShopResponse = Omit<Shop, "starTime" | "endTime"> & { opensAt: string; closesAt: string };

/** The wire's answer → the app's menu (the hours under the domain's names, src/domain/slots.ts). */
export function toShop({ starTime, endTime, ...rest }: ShopWire): ShopResponse {
  return { ...rest, opensAt: starTime, closesAt: endTime };
}

export interface ShopParams {
  RestaurantId?: string;
  RegionId?: number;
  Longitude?: number;
  Latitude?: number;
  OrderTypeId?: OrderTypeId;
}

export async function getShop(params: ShopParams, signal?: AbortSignal): Promise<ShopResponse> {
  return toShop(await api.GET("main", "/api/shop", { query: { ...params }, signal }));
}

/**
 * A menu response that carries `error` does not replace the menu on screen. The last
 * good menu of each language is kept and returned with the new response's `error`, so the page
 * stays as it was and can say why. With no earlier menu the response is shown as it came.
 */
export function keepMenuOnError(previous: ShopResponse | undefined, next: ShopResponse): ShopResponse {
  return next.error && previous ? { ...previous, error: next.error } : next;
}

const lastGood = new Map<string, ShopResponse>();

export const shopQueryAtom = atomWithQuery((get) => {
  const locale = get(localeAtom);
  const params: ShopParams = get(shopLocationParamsAtom);
  return {
    queryKey: ["shop", locale, params],
    queryFn: async ({ signal }) => {
      const result = keepMenuOnError(lastGood.get(locale), await getShop(params, signal));
      if (!result.error) lastGood.set(locale, result);
      return result;
    },
    // The first visit's menu came with the page (server payload): no request for it.
    initialData: () => {
      const wire = takePageData<ShopWire>("shop", locale, params);
      const menu = wire && toShop(wire);
      if (menu && !menu.error) lastGood.set(locale, menu);
      return menu;
    },
    // Switching language keeps the menu on screen until the translated one arrives.
    placeholderData: (previous: ShopResponse | undefined) => previous,
  };
});
