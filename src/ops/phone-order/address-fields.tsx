// Where a delivery by phone goes: the caller's street found by typing (GET /api/address/search, the
// site's search) or a point clicked on the map (the console's point picker), the house and the door's
// details; under it, which restaurant delivers there (the zones as the site checks them).
import { Trans, useLingui } from "@lingui/react/macro";
import { Input, Spinner } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import type { AddressFound } from "../../contract/address-search";
import type { OperatorRestaurant } from "../../contract/operator-restaurants";
import type { Locale } from "../../domain/locales";
import type { LonLat } from "../../domain/zones";
import { api } from "../../lib/http/api";
import type { Draft } from "./draft";
import "../restaurants/restaurants.css";

const PointPicker = lazy(() => import("../restaurants/point-picker").then((m) => ({ default: m.PointPicker })));

interface Props {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  restaurant: OperatorRestaurant | null;
  restaurants: readonly OperatorRestaurant[];
}

/** What was typed, once it rests for 300 ms. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const id = setTimeout(() => setSettled(text), 300);
    return () => clearTimeout(id);
  }, [text]);
  return settled;
}

export function AddressFields({ draft, set, restaurant, restaurants }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [typed, setTyped] = useState("");
  // A pick from the search opens the map afresh around it (the picker centres only where it opens).
  const [picks, setPicks] = useState(0);
  const query = useSettled(typed.trim());
  const found = useQuery({
    queryKey: ["phone-order-address", query, locale],
    queryFn: ({ signal }): Promise<AddressFound[]> => api.GET("main", "/api/address/search", { query: { query }, signal }),
    enabled: query.length >= 2,
  });
  const pick = (a: AddressFound) => {
    set({ point: [a.longitude, a.latitude], street: a.street ?? a.address, house: a.house ?? draft.house });
    setTyped("");
    setPicks((n) => n + 1);
  };
  const centre: LonLat = draft.point ?? (restaurants[0] ? [restaurants[0].longitude, restaurants[0].latitude] : [69.2401, 41.2995]);
  const field = (key: "street" | "house" | "entrance" | "floor" | "apartment" | "doorCode", header: string, max: number) => (
    <Input
      header={header}
      data-testid={`phone-order-${key}`}
      value={draft[key]}
      maxLength={max}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );

  return (
    <div className="ops-phone-order__address">
      <Input
        header={t`Find the address`}
        data-testid="phone-order-search"
        placeholder={t`A street and house, a place`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {found.data && query.length >= 2 && typed.trim() !== "" ? (
        <ul className="ops-phone-order__found" data-testid="phone-order-found">
          {found.data.length === 0 ? (
            <li className="ops-hint">
              <Trans>Nothing found: click the map instead.</Trans>
            </li>
          ) : (
            found.data.map((a) => (
              <li key={`${a.longitude},${a.latitude},${a.address}`}>
                <button type="button" onClick={() => pick(a)}>
                  {a.address}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
      <Suspense
        fallback={
          <div className="ops-center">
            <Spinner size="m" />
          </div>
        }
      >
        <PointPicker
          key={picks}
          point={draft.point}
          centre={centre}
          onPick={(point) => set({ point })}
          pinTitle={t`The caller's address: drag to move`}
        />
      </Suspense>
      <p className="ops-phone-order__zone" data-testid="phone-order-zone" data-state={restaurant ? "in" : draft.point ? "out" : "none"}>
        {restaurant ? (
          <Trans>Delivered by {restaurant.name[locale]}</Trans>
        ) : draft.point ? (
          <Trans>No restaurant delivers to this point.</Trans>
        ) : (
          <Trans>Find the address or click the map.</Trans>
        )}
      </p>
      <div className="ops-phone-order__row ops-phone-order__row--2">
        {field("street", t`Street`, 300)}
        {field("house", t`House`, 20)}
      </div>
      <div className="ops-phone-order__row ops-phone-order__row--4">
        {field("entrance", t`Entrance`, 20)}
        {field("floor", t`Floor`, 20)}
        {field("apartment", t`Apartment`, 20)}
        {field("doorCode", t`Door code`, 20)}
      </div>
    </div>
  );
}
