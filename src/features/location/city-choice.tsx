// The cities the chain serves, as a row of choices above the search: the one shown is the city the
// search asks first and the map shows. It follows the picked point by itself (location-panel.tsx);
// a tap here chooses another city.
import { useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { regionsQueryAtom } from "../contacts/api/get-regions";
import type { Restaurant } from "../restaurants/api/restaurant";
import { cityChoiceAtom, pickPointAtom } from "./atoms";
import "./city-choice.css";

export function CityChoice({ restaurants, regionId }: { restaurants: readonly Restaurant[]; regionId: number }) {
  const { t } = useLingui();
  const regions = useAtomValue(regionsQueryAtom).data ?? [];
  const setCity = useSetAtom(cityChoiceAtom);
  const pick = useSetAtom(pickPointAtom);
  // Another city: the point picked in this one (and what it meant) is let go.
  const choose = (id: number) => {
    if (id === regionId) return;
    pick(null);
    setCity(id);
  };
  // Only cities with a restaurant open to orders; one city needs no choice.
  const served = regions.filter((region) => restaurants.some((r) => r.regionId === region.id));
  if (served.length < 2) return null;
  return (
    <div className="city-choice" role="group" aria-label={t`City`}>
      {served.map((region) => (
        <button key={region.id} type="button" aria-pressed={region.id === regionId} onClick={() => choose(region.id)}>
          {region.name}
        </button>
      ))}
    </div>
  );
}
