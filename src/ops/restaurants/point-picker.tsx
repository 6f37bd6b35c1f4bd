// Where a restaurant stands, picked on a map (its own chunk with Leaflet, like the zone editor): a
// click puts the pin there, the pin can be dragged; the fields beside it can be typed instead. The
// point goes out as [longitude, latitude], the wire's order.
import { useLingui } from "@lingui/react/macro";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./zone-editor.css";
import { useEffect } from "react";
import { MapContainer, Marker, useMap, useMapEvents } from "react-leaflet";
import { OptionalTiles } from "../../components/map/optional-tiles";
import type { LonLat } from "../../domain/zones";

const pinIcon = L.divIcon({ className: "ops-vertex ops-pin", iconSize: [22, 22], iconAnchor: [11, 11] });

interface Props {
  /** The pin, or null while none is picked. */
  point: LonLat | null;
  /** Where the map opens when there is no pin (the city's restaurants). */
  centre: LonLat;
  onPick: (point: LonLat) => void;
  /** The pin's tooltip (a restaurant's by default; the phone order's screen names the caller's address). */
  pinTitle?: string;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function Clicks({ onPick }: { onPick: Props["onPick"] }) {
  useMapEvents({ click: (e) => onPick([round(e.latlng.lng), round(e.latlng.lat)]) });
  return null;
}

/** Follows the centre when the city changes and no pin is set. */
function Follow({ centre, pinned }: { centre: LonLat; pinned: boolean }) {
  const map = useMap();
  const [lon, lat] = centre;
  useEffect(() => {
    if (!pinned) map.setView([lat, lon], map.getZoom());
  }, [map, lon, lat, pinned]);
  return null;
}

export function PointPicker({ point, centre, onPick, pinTitle }: Props) {
  const { t } = useLingui();
  const start = point ?? centre;
  return (
    <div className="ops-point__map" data-testid="point-picker" data-point={point ? point.join(",") : ""}>
      <MapContainer center={[start[1], start[0]]} zoom={12} style={{ height: "100%" }} zoomControl>
        <OptionalTiles />
        <Clicks onPick={onPick} />
        <Follow centre={centre} pinned={point !== null} />
        {point && (
          <Marker
            position={[point[1], point[0]]}
            icon={pinIcon}
            draggable
            title={pinTitle ?? t`The restaurant: drag to move`}
            eventHandlers={{
              dragend: (e) => {
                const { lat, lng } = (e.target as L.Marker).getLatLng();
                onPick([round(lng), round(lat)]);
              },
            }}
          />
        )}
      </MapContainer>
    </div>
  );
}
