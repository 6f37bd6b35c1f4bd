// Status names and the next step's button label, translated.
import { useLingui } from "@lingui/react/macro";
import { nextStatus, STATUS } from "../../domain/order-status";

export function useStatusNames() {
  const { t } = useLingui();
  return (code: number): string => {
    switch (code) {
      case STATUS.received:
        return t`New`;
      case STATUS.confirmed:
        return t`Confirmed`;
      case STATUS.cooking:
        return t`Cooking`;
      case STATUS.ready:
        return t`Ready`;
      case STATUS.onTheWay:
        return t`With the courier`;
      case STATUS.completed:
        return t`Completed`;
      case STATUS.cancelled:
        return t`Cancelled`;
      default:
        return t`Status ${code}`;
    }
  };
}

/** "Confirm", "Start cooking", "Ready", "Hand to courier", "Complete"; null when finished. */
export function useNextStep() {
  const { t } = useLingui();
  return (code: number, orderTypeId: number): string | null => {
    switch (nextStatus(code, orderTypeId)) {
      case STATUS.confirmed:
        return t`Confirm`;
      case STATUS.cooking:
        return t`Start cooking`;
      case STATUS.ready:
        return t`Mark ready`;
      case STATUS.onTheWay:
        return t`Hand to courier`;
      case STATUS.completed:
        return t`Complete`;
      default:
        return null;
    }
  };
}
