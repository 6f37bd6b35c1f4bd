// A zone map that loads Leaflet only when it is shown (React.lazy over the map loader). While the
// chunk loads it shows a placeholder of the same size; if the chunk fails it says so and offers a
// retry, and the page's own list (restaurants, saved addresses) stays the way to choose.
import { Trans } from "@lingui/react/macro";
import { useDisableSwipes } from "../../lib/telegram/hooks";
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect } from "react";
import { loadMapAtom, loadMapModule, mapStatusAtom } from "./map-chunk";
import type { ZoneMapProps } from "./map-types";
import "./map.css";

const LeafletMap = lazy(loadMapModule);

export { mapStatusAtom } from "./map-chunk";

function MapPlaceholder({ className }: { className?: string }) {
  return (
    <div className={`zone-map zone-map--placeholder ${className ?? ""}`} aria-busy="true">
      <span className="zone-map__note">
        <Trans>Loading the map…</Trans>
      </span>
    </div>
  );
}

export function ZoneMap(props: ZoneMapProps) {
  // Inside Telegram a vertical swipe on the map would otherwise close the mini-app.
  useDisableSwipes(true);
  const status = useAtomValue(mapStatusAtom);
  const load = useSetAtom(loadMapAtom);
  useEffect(() => {
    void load();
  }, [load]);

  if (status === "error") {
    return (
      <div className={`zone-map zone-map--error ${props.className ?? ""}`} role="status">
        <p className="zone-map__note">
          <Trans>The map could not be loaded. You can still choose from the list.</Trans>
        </p>
        <button type="button" className="zone-map__retry" onClick={() => void load()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (status !== "loaded") return <MapPlaceholder className={props.className} />;
  return (
    <Suspense fallback={<MapPlaceholder className={props.className} />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
