// Order statuses in the customer's language: a short label and a line saying what happens now.
import { useLingui } from "@lingui/react/macro";
import { STATUS } from "../../domain/order-status";
import { useStatusLabel } from "../orders-history/status-label";
import { DELIVERY } from "../../domain/order-type";

export function useStatusText() {
  const { t } = useLingui();
  const label = useStatusLabel();
  return {
    // The same short labels as the order history's.
    label,
    detail(code: number, orderTypeId: number): string {
      switch (code) {
        case STATUS.received:
          return t`The restaurant has your order and will confirm it shortly.`;
        case STATUS.confirmed:
          return t`The order is confirmed and will go to the kitchen.`;
        case STATUS.cooking:
          return t`The kitchen is making your order.`;
        case STATUS.ready:
          return orderTypeId === DELIVERY
            ? t`Your order is packed and waits for the courier.`
            : t`Your order is ready: come and pick it up.`;
        case STATUS.onTheWay:
          return t`The courier is on the way to you.`;
        case STATUS.completed:
          return t`Enjoy your meal! Thank you for your order.`;
        case STATUS.cancelled:
          return t`The order was cancelled. If you did not expect this, call the restaurant.`;
        default:
          return "";
      }
    },
  };
}
