// The reports' words for keys the server sends: payment types, order types, channels.
import { useLingui } from "@lingui/react/macro";

export function useShareLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    cash: t`Cash`,
    card: t`Card on delivery`,
    payme: "Payme",
    click: "Click",
    online: t`Telegram payment`,
    delivery: t`Delivery`,
    pickup: t`Pickup`,
    web: t`Website`,
    telegram: "Telegram",
    phone: t`Phone`,
  };
}
