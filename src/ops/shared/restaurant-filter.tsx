// A list's restaurant filter for admins (the orders board, payments, reports): one restaurant or all of them.
import { useLingui } from "@lingui/react/macro";
import { Select } from "@telegram-apps/telegram-ui";
import type { RestaurantName } from "../use-restaurants";

interface Props {
  /** The restaurants to offer (useRestaurantNames: null while loading). */
  restaurants: RestaurantName[] | null;
  /** The chosen restaurant's id; null: all of them. */
  value: string | null;
  onChange: (restaurantId: string | null) => void;
  className?: string;
  /** A name for screen readers where the header alone is not read as one (the board's toolbar). */
  ariaLabel?: string;
}

export function RestaurantFilter({ restaurants, value, onChange, className, ariaLabel }: Props) {
  const { t } = useLingui();
  return (
    <Select
      className={className}
      header={t`Restaurant`}
      aria-label={ariaLabel}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{t`All restaurants`}</option>
      {(restaurants ?? []).map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </Select>
  );
}
