// The delivery zone on a map (admins; its own chunk with Leaflet): corners are draggable markers,
// a side's midpoint marker adds a corner there, a click (or a long press) on a corner removes it
// (a ring keeps three); "Reset" brings back the stored zone, "Save" sends it
// (PUT /api/operator/restaurants/{id}/zone, [lon, lat] pairs: zone-convert.ts flips them);
// "Remove zone" makes the restaurant pickup only (DELETE …/zone).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@telegram-apps/telegram-ui";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./zone-editor.css";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { MapContainer, Marker, Polygon } from "react-leaflet";
import { toast } from "sonner";
import { OptionalTiles } from "../../components/map/optional-tiles";
import type { OperatorRestaurant } from "../../contract/operator-restaurants";
import type { Locale } from "../../domain/locales";
import { opsApi } from "../api";
import { RESTAURANTS_KEY } from "../use-restaurants";
import { cornersToZone, insertAfter, type LatLngPair, midpoint, removeCorner, zoneToCorners } from "./zone-convert";

const vertexIcon = L.divIcon({ className: "ops-vertex", iconSize: [18, 18], iconAnchor: [9, 9] });
const midpointIcon = L.divIcon({ className: "ops-midpoint", iconSize: [12, 12], iconAnchor: [6, 6] });

interface Props {
  restaurant: OperatorRestaurant;
  onClose: () => void;
}

export function ZoneEditor({ restaurant, onClose }: Props) {
  const { t, i18n } = useLingui();
  const stored = useMemo(() => zoneToCorners(restaurant.zone), [restaurant.zone]);
  const [corners, setCorners] = useState<LatLngPair[]>(() =>
    stored.length >= 3 ? stored : square(restaurant.latitude, restaurant.longitude),
  );
  const name = restaurant.name[i18n.locale as Locale];
  // The view is set once per restaurant; moving corners must not move the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new restaurant resets the view.
  const bounds = useMemo(() => L.latLngBounds([...corners, [restaurant.latitude, restaurant.longitude]]).pad(0.15), [restaurant.id]);

  const save = useMutation({
    mutationFn: (zone: LatLngPair[]) =>
      opsApi.PUT("/api/operator/restaurants/{id}/zone", { path: { id: restaurant.id }, body: { zone: cornersToZone(zone) } }),
    meta: { invalidates: [RESTAURANTS_KEY] },
    onSuccess: () => toast.success(t`${name}: delivery zone saved`),
  });

  const remove = useMutation({
    mutationFn: () => opsApi.DELETE("/api/operator/restaurants/{id}/zone", { path: { id: restaurant.id } }),
    meta: { invalidates: [RESTAURANTS_KEY] },
    onSuccess: () => {
      toast.success(t`${name}: pickup only now`);
      onClose();
    },
  });

  return (
    <section className="ops-zone" aria-label={t`Delivery zone: ${name}`}>
      <div className="ops-zone__map" data-corners={corners.length}>
        <MapContainer bounds={bounds} style={{ height: "100%" }} zoomControl>
          <OptionalTiles />
          <Polygon positions={corners} pathOptions={{ weight: 2 }} />
          {corners.map((c, i) => (
            <Marker
              // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its place in the ring.
              key={`v${i}`}
              position={c}
              icon={vertexIcon}
              draggable
              title={t`Corner ${i + 1}: drag to move, click to remove`}
              eventHandlers={{
                dragend: (e) => {
                  const { lat, lng } = (e.target as L.Marker).getLatLng();
                  setCorners((list) => list.map((p, n) => (n === i ? [lat, lng] : p)));
                },
                click: () => setCorners((list) => removeCorner(list, i)),
                contextmenu: () => setCorners((list) => removeCorner(list, i)),
              }}
            />
          ))}
          {corners.map((_, i) => (
            <Marker
              // biome-ignore lint/suspicious/noArrayIndexKey: a side is its place in the ring.
              key={`m${i}`}
              position={midpoint(corners, i)}
              icon={midpointIcon}
              title={t`Add a corner here`}
              eventHandlers={{ click: () => setCorners((list) => insertAfter(list, i, midpoint(list, i))) }}
            />
          ))}
        </MapContainer>
      </div>
      <div className="ops-zone__tools">
        <span className="ops-zone__hint">
          <Trans>{name}: drag a corner to move it, click a grey dot to add one, click (or press and hold) a corner to remove it.</Trans>
        </span>
        <Button
          size="s"
          mode="gray"
          onClick={() => setCorners(stored.length >= 3 ? stored : square(restaurant.latitude, restaurant.longitude))}
        >
          <Trans>Reset</Trans>
        </Button>
        <Button size="s" loading={save.isPending} onClick={() => save.mutate(corners)}>
          <Trans>Save zone</Trans>
        </Button>
        {restaurant.zone && (
          <Button size="s" mode="gray" loading={remove.isPending} onClick={() => remove.mutate()}>
            <Trans>Remove zone (pickup only)</Trans>
          </Button>
        )}
        <Button size="s" mode="plain" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </section>
  );
}

/** A starting square of about 1 km around the restaurant when it has no zone yet. */
function square(lat: number, lng: number): LatLngPair[] {
  const d = 0.006;
  return [
    [lat - d, lng - d],
    [lat - d, lng + d],
    [lat + d, lng + d],
    [lat + d, lng - d],
  ];
}
