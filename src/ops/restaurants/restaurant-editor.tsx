// A restaurant's details (admins): new (POST /api/operator/restaurants) or changed (PATCH, only the
// fields that changed): its id (chosen once), city, names and address in ru/en/uz, phone, where it
// stands (typed, or picked on the map), hours, delivery time and price. A new restaurant has no
// delivery zone: the section opens the zone editor on it next (closed without saving, it stays
// pickup only).
import { Trans, useLingui } from "@lingui/react/macro";
import { Input, Select, Spinner } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import type { NewRestaurant, OperatorRestaurant } from "../../contract/operator-restaurants";
import type { Locale } from "../../domain/locales";
import type { LonLat } from "../../domain/zones";
import { fieldProblem } from "../errors";
import { EditorFrame } from "../shared/editor-frame";
import { emptyLocalized, LocalizedFields, missingLangs } from "../shared/localized-fields";
import { RESTAURANTS_KEY, restaurantsQuery } from "../use-restaurants";
import {
  changedFields,
  coordinate,
  createRestaurant,
  mapCentre,
  REGIONS_KEY,
  regionsQuery,
  restaurantProblem,
  slugOf,
  updateRestaurant,
} from "./restaurants-data";
import { FeeFields, HoursFields } from "./service-fields";
import "./restaurants.css";

const PointPicker = lazy(() => import("./point-picker").then((m) => ({ default: m.PointPicker })));

interface Props {
  /** null: a new restaurant. */
  restaurant: OperatorRestaurant | null;
  onBack: () => void;
  /** After a new restaurant is saved (its id). */
  onCreated: (id: string) => void;
}

const ID_PATTERN = "[a-z0-9]([a-z0-9\\-]{0,62}[a-z0-9])?";

export function RestaurantEditor({ restaurant: r, onBack, onCreated }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const cities = useQuery(regionsQuery);
  const all = useQuery(restaurantsQuery).data ?? [];
  const [id, setId] = useState(r?.id ?? "");
  const [idTyped, setIdTyped] = useState(r !== null);
  const [regionId, setRegionId] = useState(r?.regionId ?? 0);
  const [name, setName] = useState(r?.name ?? emptyLocalized());
  const [address, setAddress] = useState(r?.address ?? emptyLocalized());
  const [phone, setPhone] = useState(r?.phone ?? "");
  const [lat, setLat] = useState(r ? String(r.latitude) : "");
  const [lon, setLon] = useState(r ? String(r.longitude) : "");
  const [opensAt, setOpensAt] = useState(r?.opensAt ?? "10:00");
  const [closesAt, setClosesAt] = useState(r?.closesAt ?? "23:00");
  const [duration, setDuration] = useState(r ? String(r.deliveryDuration) : "40");
  const [price, setPrice] = useState(r ? String(r.priceOfDelivery) : "10000");

  const city = regionId || cities.data?.[0]?.id || 0;
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lon, 180);
  const point: LonLat | null = latitude !== null && longitude !== null ? [longitude, latitude] : null;
  const body = (): NewRestaurant => ({
    id,
    regionId: city,
    name,
    address,
    phone: phone.trim(),
    longitude: longitude ?? 0,
    latitude: latitude ?? 0,
    opensAt,
    closesAt,
    deliveryDuration: Number(duration),
    priceOfDelivery: Number(price),
  });

  const save = useMutation({
    mutationFn: async (next: NewRestaurant) => {
      if (r === null) return (await createRestaurant(next)).id;
      const { id: _, ...fields } = next;
      const patch = changedFields<Omit<NewRestaurant, "id">>(r, fields);
      if (Object.keys(patch).length > 0) await updateRestaurant(r.id, patch);
      return r.id;
    },
    meta: { invalidates: [RESTAURANTS_KEY, REGIONS_KEY], toast: false },
    onError: (err) => toast.error(restaurantProblem(err)),
    onSuccess: (savedId) => {
      toast.success(t`${name[locale] || savedId}: saved`);
      if (r === null) onCreated(savedId);
    },
  });
  const problem = (key: string) => fieldProblem(save.error, key);
  const status = (key: string, bad = false) => (bad || problem(key) ? ("error" as const) : undefined);
  const ready =
    city > 0 &&
    (r !== null || /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(id)) &&
    missingLangs(name).length === 0 &&
    missingLangs(address).length === 0 &&
    phone.trim() !== "" &&
    point !== null &&
    opensAt !== "" &&
    closesAt !== "" &&
    duration !== "" &&
    price !== "";

  const pick = ([x, y]: LonLat) => {
    setLon(String(x));
    setLat(String(y));
  };
  const rename = (value: typeof name) => {
    setName(value);
    if (!idTyped) setId(slugOf(value.en));
  };

  if (cities.data && cities.data.length === 0)
    return (
      <EditorFrame
        testId="restaurant-editor"
        back={<Trans>← Restaurants</Trans>}
        onBack={onBack}
        title={t`New restaurant`}
        save={{ label: <Trans>Add restaurant</Trans>, onSave: () => {}, busy: false, ready: false }}
      >
        <p className="ops-hint">
          <Trans>Add a city first: every restaurant belongs to one.</Trans>
        </p>
      </EditorFrame>
    );

  return (
    <EditorFrame
      testId="restaurant-editor"
      back={<Trans>← Restaurants</Trans>}
      onBack={onBack}
      title={r === null ? t`New restaurant` : r.name[locale]}
      save={{
        label: r === null ? <Trans>Add restaurant</Trans> : <Trans>Save</Trans>,
        onSave: () => save.mutate(body()),
        busy: save.isPending,
        ready,
        testId: "save-restaurant",
      }}
      history={r ? { entity: "restaurant", entityId: r.id, limit: 20 } : null}
    >
      <LocalizedFields label={t`Name`} value={name} onChange={rename} maxLength={100} problem={problem("name")} testId="restaurant-name" />
      <div className="ops-row ops-row--2">
        {r === null ? (
          <Input
            header={t`Id in links and orders (cannot change later)`}
            aria-label={t`Id`}
            value={id}
            maxLength={64}
            pattern={ID_PATTERN}
            status={status("id")}
            onChange={(e) => {
              setIdTyped(true);
              setId(e.target.value.toLowerCase());
            }}
          />
        ) : (
          <Input header={t`Id`} aria-label={t`Id`} value={r.id} disabled />
        )}
        <Select
          header={t`City`}
          aria-label={t`City`}
          value={String(city)}
          status={status("regionId")}
          onChange={(e) => setRegionId(Number(e.target.value))}
        >
          {(cities.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name[locale]}
            </option>
          ))}
        </Select>
      </div>
      <LocalizedFields
        label={t`Address`}
        value={address}
        onChange={setAddress}
        maxLength={300}
        problem={problem("address")}
        testId="restaurant-address"
      />
      <div className="ops-row ops-row--3">
        <Input
          header={t`Phone`}
          aria-label={t`Phone`}
          type="tel"
          placeholder="+998 71 200 00 00"
          value={phone}
          status={status("phone")}
          onChange={(e) => setPhone(e.target.value)}
        />
        <Input
          header={t`Latitude`}
          aria-label={t`Latitude`}
          inputMode="decimal"
          placeholder="41.3111"
          value={lat}
          status={status("latitude", lat !== "" && latitude === null)}
          onChange={(e) => setLat(e.target.value)}
        />
        <Input
          header={t`Longitude`}
          aria-label={t`Longitude`}
          inputMode="decimal"
          placeholder="69.2797"
          value={lon}
          status={status("longitude", lon !== "" && longitude === null)}
          onChange={(e) => setLon(e.target.value)}
        />
      </div>
      <p className="ops-hint">
        <Trans>Click the map where the restaurant stands (drag the pin to correct it), or type its coordinates.</Trans>
      </p>
      <Suspense
        fallback={
          <div className="ops-center">
            <Spinner size="m" />
          </div>
        }
      >
        <PointPicker point={point} centre={mapCentre(all, city)} onPick={pick} />
      </Suspense>
      <HoursFields
        className="ops-row ops-row--2"
        opensAt={{ value: opensAt, onChange: setOpensAt }}
        closesAt={{ value: closesAt, onChange: setClosesAt }}
        status={status}
      />
      <FeeFields
        className="ops-row ops-row--2"
        duration={{ value: duration, onChange: setDuration }}
        price={{ value: price, onChange: setPrice }}
        status={status}
      />
      {r === null && (
        <p className="ops-hint">
          <Trans>After saving, draw its delivery zone. Without a zone it takes pickup orders only.</Trans>
        </p>
      )}
    </EditorFrame>
  );
}
