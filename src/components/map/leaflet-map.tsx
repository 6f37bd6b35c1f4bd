// The Leaflet map itself: its own chunk, imported only through the map loader. Zones are polygons,
// restaurants are our own SVG markers (Leaflet's default marker images are never used), the chosen
// point is a draggable pin. Tiles come from the runtime config and are optional: when the tile
// server cannot be reached the map keeps working on its own background.
import { useLingui } from "@lingui/react/macro";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, Polygon, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { DEFAULT_CENTER, type LatLng, type MapMarker, type ZoneMapProps } from "./map-types";
import { OptionalTiles } from "./optional-tiles";
import "./leaflet-map.css";

const PIN_ICON = L.divIcon({
  className: "map-pin",
  html: '<svg viewBox="0 0 36 46" width="36" height="46" aria-hidden="true"><path d="M18 45c-1-5-4-9-8-13a14 14 0 1 1 16 0c-4 4-7 8-8 13z" style="fill:var(--accent)" stroke="#fff" stroke-width="2.5"/><circle cx="18" cy="20" r="5.5" fill="#fff"/></svg>',
  iconSize: [36, 46],
  iconAnchor: [18, 45],
});

const markerIcons = new Map<string, L.DivIcon>();
function markerIcon(color: string, selected: boolean, small: boolean): L.DivIcon {
  const key = `${color}|${selected}|${small}`;
  let icon = markerIcons.get(key);
  if (!icon) {
    const size = small ? 20 : selected ? 40 : 30;
    icon = L.divIcon({
      className: `zone-marker${selected ? " zone-marker--selected" : ""}`,
      // A pizza slice on a disc in the zone's colour.
      html: `<span class="zone-marker__disc" style="--zone:${color}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 21 4.5 6.5a15 15 0 0 1 15 0z" fill="#ffd27a" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/><circle cx="10" cy="9.5" r="1.5" fill="#d9341f"/><circle cx="13.6" cy="12.5" r="1.4" fill="#d9341f"/><circle cx="14" cy="8.3" r="1.1" fill="#d9341f"/></svg></span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    markerIcons.set(key, icon);
  }
  return icon;
}

function FitView({ focus }: { focus: ZoneMapProps["focus"] }) {
  const map = useMap();
  const first = useRef(true);
  const key = focus?.key;
  useEffect(() => {
    if (!focus || focus.points.length === 0) return;
    map.fitBounds(L.latLngBounds(focus.points), { padding: [20, 20], maxZoom: focus.maxZoom ?? 15, animate: !first.current });
    first.current = false;
    // Only a new key moves the view; the points of the same key are re-created on every render.
  }, [map, key]);
  return null;
}

function KeepSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Leaflet 1.9 ends a zoom animation on a 250 ms timer that still fires after the map is removed,
 * and then throws "Cannot read properties of undefined (reading '_leaflet_pos')" (Leaflet/Leaflet
 * #9575): a sheet closed right after the map zoomed to a picked address did that. Marking the
 * animation as over when the map goes makes that timer do nothing.
 */
function EndZoomOnUnmount() {
  const map = useMap();
  useEffect(
    () => () => {
      (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
    },
    [map],
  );
  return null;
}

function PickOnClick({ onPick }: { onPick: (point: LatLng) => void }) {
  const handlers = useMemo(() => ({ click: (e: L.LeafletMouseEvent) => onPick([e.latlng.lat, e.latlng.lng]) }), [onPick]);
  useMapEvents(handlers);
  return null;
}

function Pin({ position, onPick, label }: { position: LatLng; onPick?: (point: LatLng) => void; label: string }) {
  const handlers = useMemo(
    () => ({
      dragend: (e: L.DragEndEvent) => {
        const { lat, lng } = (e.target as L.Marker).getLatLng();
        onPick?.([lat, lng]);
      },
    }),
    [onPick],
  );
  return (
    <Marker
      position={position}
      icon={PIN_ICON}
      draggable={Boolean(onPick)}
      autoPan
      title={label}
      zIndexOffset={1000}
      eventHandlers={handlers}
    />
  );
}

function RestaurantMarker({ marker, small, onClick }: { marker: MapMarker; small: boolean; onClick?: (id: string) => void }) {
  const handlers = useMemo(() => ({ click: () => onClick?.(marker.id) }), [onClick, marker.id]);
  return (
    <Marker
      position={marker.position}
      icon={markerIcon(marker.color, Boolean(marker.selected), small)}
      title={marker.label}
      alt={marker.label}
      interactive={Boolean(onClick)}
      keyboard={Boolean(onClick)}
      zIndexOffset={marker.selected ? 500 : 0}
      eventHandlers={handlers}
    />
  );
}

export default function LeafletMap({
  label,
  pinLabel,
  zones,
  markers,
  markerSize,
  pin,
  onPick,
  onMarkerClick,
  focus,
  className,
}: ZoneMapProps) {
  const { t } = useLingui();
  return (
    <div className={`zone-map zone-map--ready${onPick ? " zone-map--pick" : ""} ${className ?? ""}`} role="region" aria-label={label}>
      <MapContainer center={DEFAULT_CENTER} zoom={11} zoomSnap={0.25} zoomDelta={0.5} className="zone-map__canvas" zoomControl={false}>
        <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
        <OptionalTiles />
        <KeepSize />
        <EndZoomOnUnmount />
        <FitView focus={focus} />
        {onPick && <PickOnClick onPick={onPick} />}
        {zones.map((zone) => (
          <Polygon
            key={zone.id}
            positions={zone.ring}
            interactive={false}
            className={`zone-polygon zone-polygon--${zone.id}${zone.closed ? " zone-polygon--closed" : ""}`}
            pathOptions={{
              color: zone.color,
              fillColor: zone.color,
              weight: zone.highlighted ? 4 : 2.5,
              opacity: zone.closed ? 0.7 : 0.95,
              fillOpacity: zone.closed ? 0.06 : zone.highlighted ? 0.32 : 0.18,
              ...(zone.closed ? { dashArray: "6 6" } : {}),
            }}
          />
        ))}
        {markers.map((marker) => (
          <RestaurantMarker key={marker.id} marker={marker} small={markerSize === "small"} onClick={onMarkerClick} />
        ))}
        {pin && <Pin position={pin} onPick={onPick} label={pinLabel ?? label} />}
      </MapContainer>
    </div>
  );
}
