// The kitchen screen's reads and writes (docs/api.md "Kitchen"): its orders and printing setting,
// a bump, and the printing setting's change.
import type { KitchenPrinting } from "../../contract/kitchen";
import { LANGUAGE_CODES } from "../../domain/locales";
import type { Locale } from "../../domain/locales";
import { opsApi } from "../api";

export const kitchenKey = (restaurantId: string | null, locale: Locale) => ["kitchen", restaurantId, locale] as const;

export const loadKitchen = (restaurantId: string, locale: Locale) =>
  opsApi.GET("/api/operator/kitchen", { query: { restaurantId, Language: String(LANGUAGE_CODES[locale]) } });

/** Moves an order on from the status the tile showed (409 status_changed if it moved meanwhile). */
export const bumpOrder = (orderId: number, from: number) =>
  opsApi.POST("/api/operator/kitchen/orders/{id}/advance", { path: { id: String(orderId) }, query: { from: String(from) } });

export const savePrinting = (restaurantId: string, printing: KitchenPrinting) =>
  opsApi.PUT("/api/operator/kitchen/printing", { body: { restaurantId, ...printing } });
