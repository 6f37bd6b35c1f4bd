// The ledger's filters: provider, state, refund, a range of Tashkent days and (admins) the restaurant.
import { useLingui } from "@lingui/react/macro";
import { Input, Select } from "@telegram-apps/telegram-ui";
import { PAYMENT_PROVIDERS, PAYMENT_REFUNDS, PAYMENT_ROW_STATES } from "../../domain/payment-ledger";
import { RestaurantFilter } from "../shared/restaurant-filter";
import { useRestaurantNames } from "../use-restaurants";
import { usePaymentLabels } from "./labels";
import type { PaymentsFilter } from "./payments-data";

interface Props {
  filter: PaymentsFilter;
  onChange: (next: PaymentsFilter) => void;
  admin: boolean;
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | null => (list.includes(value as T) ? (value as T) : null);

export function PaymentFilters({ filter, onChange, admin }: Props) {
  const { t } = useLingui();
  const labels = usePaymentLabels();
  const restaurants = useRestaurantNames();
  const set = (patch: Partial<PaymentsFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="ops-row ops-row--3 ops-filters" data-testid="payment-filters">
      <Select
        header={t`Provider`}
        value={filter.provider ?? ""}
        onChange={(e) => set({ provider: oneOf(PAYMENT_PROVIDERS, e.target.value) })}
      >
        <option value="">{t`Any provider`}</option>
        {PAYMENT_PROVIDERS.map((p) => (
          <option key={p} value={p}>
            {labels.provider[p]}
          </option>
        ))}
      </Select>
      <Select header={t`State`} value={filter.state ?? ""} onChange={(e) => set({ state: oneOf(PAYMENT_ROW_STATES, e.target.value) })}>
        <option value="">{t`Any state`}</option>
        {PAYMENT_ROW_STATES.map((s) => (
          <option key={s} value={s}>
            {labels.state[s]}
          </option>
        ))}
      </Select>
      <Select
        header={t`Refund`}
        value={filter.refund ?? ""}
        onChange={(e) => set({ refund: oneOf([...PAYMENT_REFUNDS, "none"] as const, e.target.value) })}
      >
        <option value="">{t`With or without a refund`}</option>
        {PAYMENT_REFUNDS.map((r) => (
          <option key={r} value={r}>
            {labels.refund[r]}
          </option>
        ))}
        <option value="none">{t`No refund`}</option>
      </Select>
      <Input header={t`From`} type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
      <Input header={t`To`} type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
      {admin ? (
        <RestaurantFilter restaurants={restaurants} value={filter.restaurantId} onChange={(restaurantId) => set({ restaurantId })} />
      ) : null}
    </div>
  );
}
