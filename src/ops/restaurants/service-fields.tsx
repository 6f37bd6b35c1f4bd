// A restaurant's hours and its delivery time and price, as both its editor (a new restaurant, its
// details) and its card's form (hours and fees of an existing one) show them.
import { useLingui } from "@lingui/react/macro";
import { Input } from "@telegram-apps/telegram-ui";

type Status = "error" | "default" | undefined;

interface Field {
  value: string;
  onChange: (value: string) => void;
}

export function HoursFields(props: { opensAt: Field; closesAt: Field; status: (key: string) => Status; className: string }) {
  const { t } = useLingui();
  const { opensAt, closesAt, status } = props;
  return (
    <div className={props.className}>
      <Input
        header={t`Opens`}
        aria-label={t`Opens`}
        type="time"
        status={status("opensAt")}
        value={opensAt.value}
        onChange={(e) => opensAt.onChange(e.target.value)}
      />
      <Input
        header={t`Closes`}
        aria-label={t`Closes`}
        type="time"
        status={status("closesAt")}
        value={closesAt.value}
        onChange={(e) => closesAt.onChange(e.target.value)}
      />
    </div>
  );
}

export function FeeFields(props: { duration: Field; price: Field; status: (key: string) => Status; className: string }) {
  const { t } = useLingui();
  const { duration, price, status } = props;
  return (
    <div className={props.className}>
      <Input
        header={t`Delivery time, min`}
        aria-label={t`Delivery time, min`}
        type="number"
        inputMode="numeric"
        min={1}
        max={600}
        status={status("deliveryDuration")}
        value={duration.value}
        onChange={(e) => duration.onChange(e.target.value)}
      />
      <Input
        header={t`Delivery price`}
        aria-label={t`Delivery price`}
        type="number"
        inputMode="numeric"
        min={0}
        status={status("priceOfDelivery")}
        value={price.value}
        onChange={(e) => price.onChange(e.target.value)}
      />
    </div>
  );
}
