// An order's payment in the customer's language: the method's name, the tracker's headline while
// a payment is awaited or has run out, and the order facts' payment line.
import { useLingui } from "@lingui/react/macro";
import type { PaymentView } from "./payment-view";

export function usePaymentText() {
  const { t } = useLingui();
  const method = (type: string): string => {
    // Brand names stay as the providers write them.
    if (type === "payme") return "Payme";
    if (type === "click") return "Click";
    if (type === "online") return "Telegram";
    return type === "card" ? t`Card` : t`Cash`;
  };
  return {
    method,
    /** The headline instead of the status while the payment decides the order; null to show the status. */
    headline(view: PaymentView): string | null {
      if (view.state === "awaiting") return t`Waiting for payment`;
      if (view.state === "expired") return t`Payment time ran out`;
      return null;
    },
    /** The payment line of the order's facts. */
    fact(view: PaymentView): string {
      const name = method(view.method);
      switch (view.state) {
        case "none":
          return view.method === "card" ? t`Card on receipt` : t`Cash on receipt`;
        case "awaiting":
          return t`${name}: waiting for payment`;
        case "paid":
          return view.refund === "refunded" ? t`${name}: paid, returned` : t`${name}: paid`;
        case "expired":
          return t`${name}: not paid in time`;
        default:
          // Cancelled: before it was paid, or after it with the money returned.
          return view.refund === "refunded" ? t`${name}: paid, returned` : t`${name}: not paid`;
      }
    },
  };
}
