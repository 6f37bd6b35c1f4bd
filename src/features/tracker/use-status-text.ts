// Order statuses in the customer's language: a short label and a line saying what happens now, by
// the label id the table of order facts gives a status (src/domain/order-status.ts).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type StatusLabelId, statusLabelId } from "../../domain/order-status";
import { useStatusLabel } from "../orders-history/status-label";

const DETAILS: Record<StatusLabelId, MessageDescriptor> = {
  received: msg`The restaurant has your order and will confirm it shortly.`,
  confirmed: msg`The order is confirmed and will go to the kitchen.`,
  cooking: msg`The kitchen is making your order.`,
  ready: msg`Your order is packed and waits for the courier.`,
  readyForPickup: msg`Your order is ready: come and pick it up.`,
  onTheWay: msg`The courier is on the way to you.`,
  completed: msg`Enjoy your meal! Thank you for your order.`,
  pickedUp: msg`Enjoy your meal! Thank you for your order.`,
  cancelled: msg`The order was cancelled. If you did not expect this, call the restaurant.`,
};

export function useStatusText() {
  const { t } = useLingui();
  // The same short labels as the order history's.
  const label = useStatusLabel();
  return {
    label,
    detail(code: number, orderTypeId: number): string {
      const id = statusLabelId(code, orderTypeId);
      return id ? t(DETAILS[id]) : "";
    },
  };
}
