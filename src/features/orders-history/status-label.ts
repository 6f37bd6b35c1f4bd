// Short status labels for the list (the same words as the tracker's, so one translation each).
import { useLingui } from "@lingui/react/macro";
import { STATUS } from "../../domain/order-status";
import { DELIVERY } from "../../domain/order-type";

export function useStatusLabel() {
  const { t } = useLingui();
  return (code: number, orderTypeId: number): string => {
    switch (code) {
      case STATUS.received:
        return t`Received`;
      case STATUS.confirmed:
        return t`Confirmed`;
      case STATUS.cooking:
        return t`Cooking`;
      case STATUS.ready:
        return orderTypeId === DELIVERY ? t`Ready, waiting for the courier` : t`Ready for pickup`;
      case STATUS.onTheWay:
        return t`On the way`;
      case STATUS.completed:
        return orderTypeId === DELIVERY ? t`Delivered` : t`Picked up`;
      case STATUS.cancelled:
        return t`Cancelled`;
      default:
        return t`Status ${code}`;
    }
  };
}

/** "2026-11-21T14:05:00.000Z" → "21.11.2026, 19:05" in Tashkent time (UTC+5). */
export function tashkentDateTime(iso: string): string {
  const local = new Date(Date.parse(iso) + 5 * 3600_000).toISOString();
  return `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)}, ${local.slice(11, 16)}`;
}
