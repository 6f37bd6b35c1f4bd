// Paying part of the order with loyalty points at checkout (issue 26): the balance and the chain's
// settings from GET /api/loyalty (read here, on the checkout page only), the most this order may
// use by the server's own rule (src/domain/loyalty.ts maxPointsPayable of the items after the promo
// code's discount: delivery is never paid with points), and whether the customer switched it on.
// Signed out, loyalty off, no balance, or the loyalty API failing: nothing to offer, the checkout
// works as without points.
import { useCallback, useEffect, useState } from "react";
import type { Loyalty } from "../../contract/loyalty";
import { maxPointsPayable } from "../../domain/loyalty";
import { ownServer } from "../../lib/http/own-server";
import { useSessionState } from "../auth/session";

export interface PointsOffer {
  /** The most points this order may use; 0 = nothing to offer (the switch is not shown). */
  max: number;
  on: boolean;
  setOn: (on: boolean) => void;
  /** Points the order spends: max when switched on, else 0. */
  spend: number;
  /** Reads the balance again (after the server refused the points: it changed meanwhile). */
  refetch: () => void;
}

/** What the loyalty settings and balance offer an order whose items (after the promo discount) come to `items`. */
export function pointsOffer(loyalty: Pick<Loyalty, "balance" | "cashbackPercent" | "maxPayPercent"> | null, items: number): number {
  // Loyalty off (cashback 0): no switch, whatever is left on the balance.
  if (!loyalty || loyalty.cashbackPercent <= 0 || loyalty.balance <= 0) return 0;
  return maxPointsPayable({ cashbackPercent: loyalty.cashbackPercent, maxPayPercent: loyalty.maxPayPercent }, loyalty.balance, items);
}

export function usePoints(items: number): PointsOffer {
  const session = useSessionState();
  const [loyalty, setLoyalty] = useState<Loyalty | null>(null);
  const [on, setOn] = useState(false);
  const [asked, setAsked] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` changes to read the balance again
  useEffect(() => {
    if (session !== "signedIn") {
      setLoyalty(null);
      return;
    }
    let current = true;
    void ownServer.GET("main", "/api/loyalty", { query: { take: 1 } }).then(
      (answer) => current && setLoyalty(answer),
      () => current && setLoyalty(null),
    );
    return () => {
      current = false;
    };
  }, [session, asked]);
  const refetch = useCallback(() => setAsked((n) => n + 1), []);
  const max = pointsOffer(loyalty, items);
  return { max, on: on && max > 0, setOn, spend: on ? max : 0, refetch };
}
