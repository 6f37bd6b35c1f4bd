// Restaurants: hours, open/closed with a note in three languages (a manager: their own); delivery
// price and time, and the delivery zone on a map (admins). Admins also add restaurants and cities
// and change a restaurant's details (names, address, phone, place, city) in an editor of its own.
// The maps are their own chunks.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Placeholder, Spinner } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { OperatorMe } from "../../contract/staff";
import type { Locale } from "../../domain/locales";
import { useProblem } from "../errors";
import { restaurantsQuery } from "../use-restaurants";
import { CityEditor } from "./city-editor";
import { RestaurantEditor } from "./restaurant-editor";
import { RestaurantForm } from "./restaurant-form";
import { regionsQuery } from "./restaurants-data";
import "./restaurants.css";

const ZoneEditor = lazy(() => import("./zone-editor").then((m) => ({ default: m.ZoneEditor })));

type Screen = { kind: "list" } | { kind: "restaurant"; id: string | null } | { kind: "city"; id: number | null };

export function RestaurantsSection({ me }: { me: OperatorMe }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const problem = useProblem();
  const admin = me.role === "admin";
  const list = useQuery(restaurantsQuery);
  const cities = useQuery({ ...regionsQuery, enabled: admin });
  const [zoneOf, setZoneOf] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: "list" });
  const editing = list.data?.find((r) => r.id === zoneOf) ?? null;
  const toList = () => setScreen({ kind: "list" });

  if (list.error && !list.data) return <Placeholder header={t`The restaurants could not be loaded`} description={problem(list.error)} />;
  if (!list.data)
    return (
      <div className="ops-center">
        <Spinner size="l" />
      </div>
    );
  if (admin && screen.kind === "city") {
    const city = screen.id === null ? null : (cities.data?.find((c) => c.id === screen.id) ?? null);
    return <CityEditor key={screen.id ?? "new"} city={city} onBack={toList} onCreated={(id) => setScreen({ kind: "city", id })} />;
  }
  if (admin && screen.kind === "restaurant") {
    const restaurant = screen.id === null ? null : (list.data.find((r) => r.id === screen.id) ?? null);
    return (
      <RestaurantEditor
        key={screen.id ?? "new"}
        restaurant={restaurant}
        onBack={toList}
        onCreated={(id) => {
          // Next: its delivery zone, drawn on the map above the list.
          setScreen({ kind: "list" });
          setZoneOf(id);
        }}
      />
    );
  }
  const shown = list.data.filter((r) => admin || r.id === me.restaurantId);
  return (
    <div className="ops-restaurants">
      {admin && (
        <div className="ops-restaurants__bar">
          <Button size="s" onClick={() => setScreen({ kind: "restaurant", id: null })}>
            <Trans>Add restaurant</Trans>
          </Button>
          <Button size="s" mode="bezeled" onClick={() => setScreen({ kind: "city", id: null })}>
            <Trans>Add city</Trans>
          </Button>
          {cities.data && cities.data.length > 0 && (
            <nav className="ops-restaurants__cities" aria-label={t`Cities`}>
              <Trans>Cities:</Trans>
              {cities.data.map((c) => (
                <Button key={c.id} size="s" mode="plain" onClick={() => setScreen({ kind: "city", id: c.id })} data-city={c.id}>
                  {c.name[locale]} ({c.restaurants})
                </Button>
              ))}
            </nav>
          )}
        </div>
      )}
      {editing && (
        <Suspense
          fallback={
            <div className="ops-center">
              <Spinner size="l" />
            </div>
          }
        >
          <ZoneEditor key={editing.id} restaurant={editing} onClose={() => setZoneOf(null)} />
        </Suspense>
      )}
      {shown.length === 0 ? (
        <Placeholder
          header={t`No restaurants yet`}
          description={admin ? t`Add a city, then the chain's first restaurant.` : t`Ask an admin to add your restaurant.`}
        />
      ) : (
        <div className="ops-columns">
          {shown.map((r) => (
            <RestaurantForm
              key={r.id}
              restaurant={r}
              admin={admin}
              onZone={() => setZoneOf(r.id)}
              onDetails={() => setScreen({ kind: "restaurant", id: r.id })}
            />
          ))}
        </div>
      )}
    </div>
  );
}
