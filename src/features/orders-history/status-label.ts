// Short status labels for the list and the tracker (the same words, so one translation each), by
// the label id the table of order facts gives a status (src/domain/order-status.ts).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type StatusLabelId, statusLabelId } from "../../domain/order-status";

const LABELS: Record<StatusLabelId, MessageDescriptor> = {
  received: msg`Received`,
  confirmed: msg`Confirmed`,
  cooking: msg`Cooking`,
  ready: msg`Ready, waiting for the courier`,
  readyForPickup: msg`Ready for pickup`,
  onTheWay: msg`On the way`,
  completed: msg`Delivered`,
  pickedUp: msg`Picked up`,
  cancelled: msg`Cancelled`,
};

export function useStatusLabel() {
  const { t } = useLingui();
  return (code: number, orderTypeId: number): string => {
    const id = statusLabelId(code, orderTypeId);
    return id ? t(LABELS[id]) : t`Status ${code}`;
  };
}
