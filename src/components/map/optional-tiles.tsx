// Map tiles from the runtime config, only when the tile server answers. One tile is tried first
// (once per page); if it fails the tile layer is never added, so an unreachable tile server costs
// one failed request instead of dozens, and the map keeps its own background.
import type L from "leaflet";
import { useEffect, useState } from "react";
import { TileLayer, useMap } from "react-leaflet";
import { runtimeConfig } from "../../config/runtime";

const PROBE_TIMEOUT_MS = 8000;
const probes = new Map<string, Promise<boolean>>();

function tileUrl(template: string, map: L.Map): string {
  const zoom = Math.round(map.getZoom());
  const { x, y } = map.project(map.getCenter(), zoom).divideBy(256).floor();
  return template.replace("{s}", "a").replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(y)).replace("{r}", "");
}

function probe(template: string, map: L.Map): Promise<boolean> {
  let result = probes.get(template);
  if (!result) {
    result = new Promise<boolean>((resolve) => {
      const img = new Image();
      const timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
      img.onload = () => {
        clearTimeout(timer);
        resolve(true);
      };
      img.onerror = () => {
        clearTimeout(timer);
        resolve(false);
      };
      img.referrerPolicy = "strict-origin-when-cross-origin";
      img.src = tileUrl(template, map);
    });
    probes.set(template, result);
  }
  return result;
}

export function OptionalTiles() {
  const map = useMap();
  const { mapTileUrl, mapAttribution } = runtimeConfig();
  const [reachable, setReachable] = useState(false);
  useEffect(() => {
    if (!mapTileUrl) return;
    let live = true;
    void probe(mapTileUrl, map).then((ok) => live && setReachable(ok));
    return () => {
      live = false;
    };
  }, [map, mapTileUrl]);
  if (!mapTileUrl || !reachable) return null;
  return <TileLayer url={mapTileUrl} attribution={mapAttribution} />;
}
