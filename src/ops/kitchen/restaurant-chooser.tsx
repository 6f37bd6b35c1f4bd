// The restaurant a kitchen or courier screen is for: an admin chooses one (the last they chose on
// this screen, else the busiest: station-restaurant.ts); everyone else has their own, and no list
// is read for them (a cook may not read it).
import { useLingui } from "@lingui/react/macro";
import { Select } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { OperatorMe } from "../../contract/staff";
import { opsApi } from "../api";
import { useRestaurantNames } from "../use-restaurants";
import { defaultRestaurant, rememberedRestaurant, rememberRestaurant, type Station } from "./station-restaurant";

interface Props {
  me: OperatorMe;
  station: Station;
  children: (restaurantId: string | null, picker: ReactNode) => ReactNode;
}

export function RestaurantChooser({ me, station, children }: Props) {
  return me.role === "admin" ? <AdminChooser station={station}>{children}</AdminChooser> : <>{children(me.restaurantId, null)}</>;
}

function AdminChooser({ station, children }: Pick<Props, "station" | "children">) {
  const { t } = useLingui();
  const restaurants = useRestaurantNames();
  const [chosen, setChosen] = useState<string | null>(() => rememberedRestaurant(station));
  const known = chosen !== null && restaurants?.some((r) => r.id === chosen);
  // Read once, to open on the busiest restaurant: the screen keeps the admin's restaurant after that.
  const active = useQuery({
    queryKey: ["station-default", "active-orders"],
    queryFn: () => opsApi.GET("/api/operator/orders", { query: { status: "active" } }),
    enabled: restaurants !== null && !known,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const counted = active.isSuccess || active.isError;
  const restaurantId =
    restaurants && (known || counted)
      ? defaultRestaurant(
          station,
          restaurants.map((r) => r.id),
          chosen,
          active.data ?? [],
        )
      : null;
  const choose = (id: string) => {
    setChosen(id);
    rememberRestaurant(station, id);
  };
  const picker =
    restaurants && restaurantId ? (
      <Select header={t`Restaurant`} data-testid="station-restaurant" value={restaurantId} onChange={(e) => choose(e.target.value)}>
        {restaurants.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </Select>
    ) : null;
  return <>{children(restaurantId, picker)}</>;
}
