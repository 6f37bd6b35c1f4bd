// The one loader of the map's chunk, shared by every map of the app (and by anything that wants
// to fetch the chunk early, without importing the map components).
import { createMapLoader } from "./map-loader";

let importing = false;
const loader = createMapLoader(async () => {
  importing = true;
  try {
    return await import("./leaflet-map");
  } finally {
    importing = false;
  }
});

/** The map chunk's status: pending → loading → loaded, or error. */
export const mapStatusAtom = loader.statusAtom;
export const loadMapAtom = loader.loadAtom;
export const loadMapModule = loader.module;

/** Starts fetching the map chunk before a map is shown (e.g. when its button is pointed at). */
export function preloadMap() {
  void loader.module().catch(() => {});
}

/** Whether a failed chunk load Vite reports is the map's own chunk (or its CSS). */
export function isMapChunkFailure(payload: unknown, inFlight: boolean): boolean {
  return inFlight && payload instanceof Error && /leaflet-map/.test(payload.message);
}

// A failed map is told apart from other failed chunks: the map's loader status becomes
// "error" and the page offers its lists, where any other chunk reloads the page (the app-wide
// "vite:preloadError" handler in src/lib/deploy/build-watch.ts). This capture listener runs first
// and keeps the map's failure from that handler, so the import rejects and the loader says so.
if (typeof window !== "undefined") {
  window.addEventListener(
    "vite:preloadError",
    (event) => {
      if (isMapChunkFailure((event as Event & { payload?: unknown }).payload, importing)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
