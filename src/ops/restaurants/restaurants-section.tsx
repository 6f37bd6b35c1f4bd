// Restaurants: hours, open/closed with a note in three languages (a manager: their own); delivery
// price and time, and the delivery zone on a map (admins). The map is its own chunk.
import { useLingui } from "@lingui/react/macro";
import { Placeholder, Spinner } from "@telegram-apps/telegram-ui";
import { lazy, Suspense, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { OperatorMe } from "../../contract/staff";
import { useProblem } from "../errors";
import { restaurantsQuery } from "../use-restaurants";
import { RestaurantForm } from "./restaurant-form";

const ZoneEditor = lazy(() => import("./zone-editor").then((m) => ({ default: m.ZoneEditor })));

export function RestaurantsSection({ me }: { me: OperatorMe }) {
  const { t } = useLingui();
  const problem = useProblem();
  const list = useQuery(restaurantsQuery);
  const [zoneOf, setZoneOf] = useState<string | null>(null);
  const editing = list.data?.find((r) => r.id === zoneOf) ?? null;

  if (list.error && !list.data) return <Placeholder header={t`The restaurants could not be loaded`} description={problem(list.error)} />;
  if (!list.data)
    return (
      <div className="ops-center">
        <Spinner size="l" />
      </div>
    );
  return (
    <div className="ops-restaurants">
      {editing && (
        <Suspense
          fallback={
            <div className="ops-center">
              <Spinner size="l" />
            </div>
          }
        >
          <ZoneEditor restaurant={editing} onClose={() => setZoneOf(null)} />
        </Suspense>
      )}
      <div className="ops-columns">
        {list.data
          .filter((r) => me.role === "admin" || r.id === me.restaurantId)
          .map((r) => (
            <RestaurantForm key={r.id} restaurant={r} admin={me.role === "admin"} onZone={() => setZoneOf(r.id)} />
          ))}
      </div>
    </div>
  );
}
