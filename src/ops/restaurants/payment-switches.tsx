// A restaurant's online payment types (admins): Payme, Click and Telegram's payments each on or
// off. Off, the checkout does not offer it at this restaurant (GET /api/payments/methods); a type
// the server is not configured for stays off whatever the switch says.
import { useLingui } from "@lingui/react/macro";
import { Cell, Switch } from "@telegram-apps/telegram-ui";
import { ONLINE_PAYMENT_TYPES, type OnlinePaymentType } from "../../domain/payment";

interface Props {
  off: OnlinePaymentType[];
  onChange: (off: OnlinePaymentType[]) => void;
}

export function PaymentSwitches({ off, onChange }: Props) {
  const { t } = useLingui();
  const names: Record<OnlinePaymentType, string> = { payme: t`Takes Payme`, click: t`Takes Click`, online: t`Takes payment in Telegram` };
  return ONLINE_PAYMENT_TYPES.map((type) => (
    <Cell
      key={type}
      Component="label"
      after={
        <Switch
          aria-label={names[type]}
          checked={!off.includes(type)}
          onChange={(e) => onChange(e.target.checked ? off.filter((x) => x !== type) : [...off, type])}
        />
      }
    >
      {names[type]}
    </Cell>
  ));
}

/** The same set, whatever the order. */
export const sameTypes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
