// The reports' range: presets (today, 7 days, 30 days, this month), any two days, and (admins)
// one restaurant or all of them.
import { useLingui } from "@lingui/react/macro";
import { Button, Input } from "@telegram-apps/telegram-ui";
import { RestaurantFilter } from "../shared/restaurant-filter";
import { useRestaurantNames } from "../use-restaurants";
import { type Preset, PRESETS, presetOf, presetRange, type ReportsFilter } from "./reports-data";

interface Props {
  filter: ReportsFilter;
  onChange: (next: ReportsFilter) => void;
  admin: boolean;
}

export function RangeFilter({ filter, onChange, admin }: Props) {
  const { t } = useLingui();
  const restaurants = useRestaurantNames();
  const labels: Record<Preset, string> = { today: t`Today`, week: t`7 days`, month30: t`30 days`, thisMonth: t`This month` };
  const current = presetOf(filter);
  const set = (patch: Partial<ReportsFilter>) => onChange({ ...filter, ...patch });
  return (
    <>
      <div className="ops-reports__range" data-testid="report-presets">
        {PRESETS.map((p) => (
          <Button
            key={p}
            size="s"
            mode={current === p ? "filled" : "gray"}
            aria-pressed={current === p}
            onClick={() => set(presetRange(p))}
          >
            {labels[p]}
          </Button>
        ))}
      </div>
      <div className="ops-row ops-row--3 ops-filters">
        <Input
          header={t`From`}
          type="date"
          value={filter.from}
          max={filter.to}
          onChange={(e) => e.target.value && set({ from: e.target.value })}
        />
        <Input
          header={t`To`}
          type="date"
          value={filter.to}
          min={filter.from}
          onChange={(e) => e.target.value && set({ to: e.target.value })}
        />
        {admin ? (
          <RestaurantFilter restaurants={restaurants} value={filter.restaurantId} onChange={(restaurantId) => set({ restaurantId })} />
        ) : null}
      </div>
    </>
  );
}
