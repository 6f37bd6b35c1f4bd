// A list's restaurant filter for admins (payments, reports): one restaurant or all of them.
import { useLingui } from "@lingui/react/macro";
import { Select } from "@telegram-apps/telegram-ui";
import type { RestaurantName } from "../use-restaurants";

interface Props {
  /** The restaurants to offer (useRestaurantNames: null while loading). */
  restaurants: RestaurantName[] | null;
  /** The chosen restaurant's id; null: all of them. */
  value: string | null;
  onChange: (restaurantId: string | null) => void;
}

export function RestaurantFilter({ restaurants, value, onChange }: Props) {
  const { t } = useLingui();
  return (
    <Select header={t`Restaurant`} value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">{t`All restaurants`}</option>
      {(restaurants ?? []).map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </Select>
  );
}
