// GET /api/payments/methods?restaurantId: the ways to pay the restaurant takes now (docs/payments.md).
// Asked for when the checkout opens; a failed call leaves the checkout with cash and card.
import { atomWithQuery } from "jotai-tanstack-query";
import { api } from "../../../lib/http/api";
import { locationAtom } from "../../delivery/atoms";

export function getPaymentMethods(restaurantId: string, signal?: AbortSignal): Promise<string[]> {
  return api.GET("main", "/api/payments/methods", { query: { restaurantId }, signal }).then((answer) => answer.methods);
}

export const paymentMethodsQueryAtom = atomWithQuery((get) => {
  const restaurantId = get(locationAtom).RestaurantId;
  return {
    queryKey: ["payment-methods", restaurantId],
    queryFn: ({ signal }) => getPaymentMethods(restaurantId, signal),
    enabled: restaurantId !== "",
    staleTime: 60_000,
    retry: 1,
  };
});
