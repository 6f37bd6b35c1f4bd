// Runs the `order` route guard: anything missing sends the customer back to the menu with a toast
// saying why. Right after an order is placed the emptied cart is expected, not a reason.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { toast } from "../../lib/toast";
import { useLocation } from "wouter";
import { paths } from "../../domain/paths";
import { cartLinesAtom } from "../cart/atoms";
import { deliveryTypeAtom, locationAtom } from "../delivery/atoms";
import { orderPlacedAtom } from "./draft";
import { type GuardResult, orderGuard } from "./order-guard";

export function useOrderGuard(): GuardResult {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const lineCount = useAtomValue(cartLinesAtom).length;
  const location = useAtomValue(locationAtom);
  const orderTypeId = useAtomValue(deliveryTypeAtom);
  const placed = useAtomValue(orderPlacedAtom);
  const result = placed ? "ok" : orderGuard({ lineCount, location, orderTypeId });

  useEffect(() => {
    if (result === "ok") return;
    toast.info(result === "emptyCart" ? t`Your cart is empty` : t`Choose a delivery address or a restaurant first`, { id: "order-guard" });
    navigate(paths.home.href(), { replace: true });
  }, [result, navigate, t]);

  return result;
}
