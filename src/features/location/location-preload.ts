// Starts fetching the "Where to?" sheet's content and the map before the sheet is opened (when its
// button is pointed at or focused). Apart from the sheet, which is itself fetched when it opens.
import { preloadMap } from "../../components/map/map-chunk";

export const loadLocationPanel = () => import("./location-panel");

export function preloadLocationPanel() {
  void loadLocationPanel().catch(() => {});
  preloadMap();
}
