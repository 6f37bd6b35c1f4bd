// The map's code (Leaflet, react-leaflet and their CSS) is its own chunk, fetched the first time a
// map is shown. Its loader status is pending → loading → loaded, or error when the chunk cannot be
// fetched; from error, a retry goes back to loading.
import { atom, type PrimitiveAtom, type WritableAtom } from "jotai";

export type MapStatus = "pending" | "loading" | "loaded" | "error";
export type MapEvent = "load" | "succeed" | "fail";

export function nextMapStatus(status: MapStatus, event: MapEvent): MapStatus {
  switch (event) {
    case "load":
      return status === "pending" || status === "error" ? "loading" : status;
    case "succeed":
      return status === "loading" ? "loaded" : status;
    case "fail":
      return status === "loading" ? "error" : status;
  }
}

export interface MapLoader<M> {
  statusAtom: PrimitiveAtom<MapStatus>;
  /** Starts loading once; after an error it tries again. */
  loadAtom: WritableAtom<null, [], Promise<void>>;
  /** The module's promise for React.lazy (starts loading if nothing did). */
  module(): Promise<M>;
}

export function createMapLoader<M>(importer: () => Promise<M>): MapLoader<M> {
  const statusAtom = atom<MapStatus>("pending");
  let promise: Promise<M> | null = null;
  const module = () => {
    promise ??= importer().then((m) => {
      // A failed chunk whose error someone swallowed resolves to nothing: that is a failure too.
      if (!m) throw new Error("The map chunk did not load");
      return m;
    });
    promise.catch(() => {
      promise = null; // the next attempt fetches again
    });
    return promise;
  };
  const loadAtom = atom(null, async (get, set) => {
    const status = get(statusAtom);
    if (status === "loading" || status === "loaded") return;
    set(statusAtom, nextMapStatus(status, "load"));
    try {
      await module();
      set(statusAtom, (s) => nextMapStatus(s, "succeed"));
    } catch (err) {
      console.warn("The map could not be loaded", err);
      set(statusAtom, (s) => nextMapStatus(s, "fail"));
    }
  });
  return { statusAtom, loadAtom, module };
}
