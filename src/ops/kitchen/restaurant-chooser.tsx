// The restaurant a kitchen or courier screen is for: an admin chooses one (the first at start);
// everyone else has their own, and no list is read for them (a cook may not read it).
import { useLingui } from "@lingui/react/macro";
import { Select } from "@telegram-apps/telegram-ui";
import { type ReactNode, useState } from "react";
import type { OperatorMe } from "../../contract/staff";
import { useRestaurantNames } from "../use-restaurants";

interface Props {
  me: OperatorMe;
  children: (restaurantId: string | null, picker: ReactNode) => ReactNode;
}

export function RestaurantChooser({ me, children }: Props) {
  return me.role === "admin" ? <AdminChooser>{children}</AdminChooser> : <>{children(me.restaurantId, null)}</>;
}

function AdminChooser({ children }: { children: Props["children"] }) {
  const { t } = useLingui();
  const restaurants = useRestaurantNames();
  const [chosen, setChosen] = useState<string | null>(null);
  const restaurantId = chosen ?? restaurants?.[0]?.id ?? null;
  const picker = restaurants ? (
    <Select header={t`Restaurant`} data-testid="station-restaurant" value={restaurantId ?? ""} onChange={(e) => setChosen(e.target.value)}>
      {restaurants.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </Select>
  ) : null;
  return <>{children(restaurantId, picker)}</>;
}
