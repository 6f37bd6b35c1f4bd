// The payments section's words in the console's language: providers, row states, refund states
// and reasons, and what to do to return the money, per provider.
import { useLingui } from "@lingui/react/macro";
import type { OperatorPayment, PaymentProvider, PaymentRefund, RefundReason } from "../../contract/operator-payments";

export function usePaymentLabels() {
  const { t } = useLingui();
  const provider: Record<PaymentProvider, string> = { payme: "Payme", click: "Click", telegram: t`Telegram payment` };
  const state: Record<OperatorPayment["state"], string> = { created: t`Started`, performed: t`Paid`, cancelled: t`Cancelled` };
  const refund: Record<PaymentRefund, string> = { needed: t`Refund needed`, requested: t`Refund requested`, refunded: t`Refunded` };
  const reason: Record<RefundReason, string> = {
    order_cancelled: t`The order was cancelled after it was paid`,
    order_expired: t`Paid after the order's payment time ran out`,
    paid_twice: t`The order was paid twice`,
    amount_mismatch: t`The amount is not the order's total`,
    currency_mismatch: t`Paid in another currency`,
    not_online: t`The order was to be paid in cash or by card`,
  };
  /** What a person does to return the money, before marking it refunded. */
  const step = (p: Pick<OperatorPayment, "provider" | "refund">): string => {
    if (p.provider === "payme") return t`Return the money in the Payme merchant cabinet, then mark it refunded here.`;
    if (p.provider === "telegram")
      return t`Return the money in the cabinet of the payment provider connected to the bot, then mark it refunded here.`;
    if (p.refund === "requested") return t`The reversal was sent to Click: mark it refunded once Click confirms it.`;
    return t`Click's automatic reversal failed: reverse the payment in the Click merchant cabinet, then mark it refunded here.`;
  };
  return { provider, state, refund, reason, step };
}

/** "50 000 so'm" from tiyin, in whole so'm where it is whole. */
export const soumOf = (tiyin: number) => tiyin / 100;
