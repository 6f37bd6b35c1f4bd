// What a zone map draws. Plain data, so pages describe a map without importing Leaflet.
import type { LatLng } from "../../domain/zones";

export type { LatLng };

export interface MapZone {
  id: string;
  label: string;
  color: string;
  ring: LatLng[];
  /** Drawn thicker and more opaque. */
  highlighted?: boolean;
  /** A temporarily closed restaurant's former zone: grey, dashed, faint. */
  closed?: boolean;
}

export interface MapMarker {
  id: string;
  label: string;
  position: LatLng;
  color: string;
  selected?: boolean;
}

export interface ZoneMapProps {
  /** Names the map for screen readers. */
  label: string;
  zones: MapZone[];
  markers: MapMarker[];
  /** The chosen point, drawn as a draggable pin. */
  pin?: LatLng | null;
  /** The pin's tooltip. */
  pinLabel?: string;
  /** A tap on the map or a dragged pin; without it the map only shows. */
  onPick?: (point: LatLng) => void;
  /** Small markers leave the zones readable when the map is for picking a point. */
  markerSize?: "small" | "normal";
  /** A tap on a marker; without it markers are not interactive. */
  onMarkerClick?: (id: string) => void;
  /** The view fits these points whenever `key` changes (zooming in no further than maxZoom). */
  focus?: { key: string; points: LatLng[]; maxZoom?: number };
  className?: string;
}

/** Tashkent, when there is nothing to fit the view to. */
export const DEFAULT_CENTER: LatLng = [41.3111, 69.2797];
