// The name of the place at a point, in the page's language: GET /api/address on our server, or
// inside the mini-app the bot API's GET /api/tg_address (its session renewed once if expired).
// Answers { address, street, district, city }, or 404 { error } when the point has no name.
import { atomWithQuery } from "jotai-tanstack-query";
import { localeAtom } from "../../../i18n/locale-atom";
import { api } from "../../../lib/http/api";
import { HttpError } from "../../../lib/http/http-error";
import { withTelegramAuth } from "../../../lib/telegram/auth-retry";
import { isMessengerMode } from "../../../lib/telegram/state";
import { pickedPointAtom } from "../atoms";
import type { AddressName } from "../../../contract/storefront";
import { addressNameKey } from "./address-name-key";

export type { AddressName };

/** The place's name, or null when the server knows none for the point (404). */
export async function getAddress(longitude: number, latitude: number, signal?: AbortSignal): Promise<AddressName | null> {
  try {
    const query = { latitude, longitude };
    if (isMessengerMode()) return await withTelegramAuth(() => api.GET("tg", "/api/tg_address", { query, signal }));
    return await api.GET("main", "/api/address", { query, signal });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}

export { addressNameKey } from "./address-name-key";

/** The name of the picked point. */
export const addressQueryAtom = atomWithQuery((get) => {
  const locale = get(localeAtom);
  const point = get(pickedPointAtom);
  return {
    queryKey: addressNameKey(locale, point?.[0] ?? null, point?.[1] ?? null),
    queryFn: ({ signal }) => (point ? getAddress(point[0], point[1], signal) : null),
    enabled: point !== null,
    staleTime: Infinity,
  };
});
