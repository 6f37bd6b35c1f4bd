// The courier screen's reads and writes (docs/api.md "Couriers").
import { opsApi } from "../api";

export const courierKey = (restaurantId: string | null) => ["courier", restaurantId] as const;
export const loadCourier = (restaurantId: string) => opsApi.GET("/api/operator/courier", { query: { restaurantId } });

export type CourierStep = "take" | "picked-up" | "delivered";
export const courierStep = (orderId: number, step: CourierStep) => {
  const path = { id: String(orderId) };
  if (step === "take") return opsApi.POST("/api/operator/courier/orders/{id}/take", { path });
  if (step === "picked-up") return opsApi.POST("/api/operator/courier/orders/{id}/picked-up", { path });
  return opsApi.POST("/api/operator/courier/orders/{id}/delivered", { path });
};

export const assignCourier = (orderId: number, courierId: number | null) =>
  opsApi.POST("/api/operator/courier/orders/{id}/assign", { path: { id: String(orderId) }, body: { courierId } });

export const sendPosition = (orderId: number, latitude: number, longitude: number) =>
  opsApi.POST("/api/operator/orders/{id}/courier/location", { path: { id: String(orderId) }, body: { latitude, longitude } });
