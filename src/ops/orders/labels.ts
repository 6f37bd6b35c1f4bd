// Status names and the next step's button label, translated, by the label id the table of order
// facts gives a status (src/domain/order-status.ts). The board names a status as such: a pickup's
// "ready" and "completed" read as a delivery's.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { nextStatus, type StatusLabelId, statusLabelId } from "../../domain/order-status";

const NAMES: Record<StatusLabelId, MessageDescriptor> = {
  received: msg`New`,
  confirmed: msg`Confirmed`,
  cooking: msg`Cooking`,
  ready: msg`Ready`,
  readyForPickup: msg`Ready`,
  onTheWay: msg`With the courier`,
  completed: msg`Completed`,
  pickedUp: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/** The button that moves an order on to a status; null for a status no order moves on to. */
const STEPS: Record<StatusLabelId, MessageDescriptor | null> = {
  received: null,
  confirmed: msg`Confirm`,
  cooking: msg`Start cooking`,
  ready: msg`Mark ready`,
  readyForPickup: msg`Mark ready`,
  onTheWay: msg`Hand to courier`,
  completed: msg`Complete`,
  pickedUp: msg`Complete`,
  cancelled: null,
};

export function useStatusNames() {
  const { t } = useLingui();
  return (code: number): string => {
    const id = statusLabelId(code);
    return id ? t(NAMES[id]) : t`Status ${code}`;
  };
}

/** "Confirm", "Start cooking", "Ready", "Hand to courier", "Complete"; null when finished. */
export function useNextStep() {
  const { t } = useLingui();
  return (code: number, orderTypeId: number): string | null => {
    const to = nextStatus(code, orderTypeId);
    const step = to === null ? null : STEPS[statusLabelId(to, orderTypeId) ?? "received"];
    return step ? t(step) : null;
  };
}
