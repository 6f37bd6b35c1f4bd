import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { createMapLoader, nextMapStatus } from "./map-loader";

describe("map loader status", () => {
  it("moves pending → loading → loaded, or to error", () => {
    expect(nextMapStatus("pending", "load")).toBe("loading");
    expect(nextMapStatus("loading", "succeed")).toBe("loaded");
    expect(nextMapStatus("loading", "fail")).toBe("error");
    expect(nextMapStatus("error", "load")).toBe("loading");
  });

  it("ignores events that do not fit the state", () => {
    expect(nextMapStatus("loaded", "load")).toBe("loaded");
    expect(nextMapStatus("pending", "succeed")).toBe("pending");
    expect(nextMapStatus("loaded", "fail")).toBe("loaded");
    expect(nextMapStatus("error", "succeed")).toBe("error");
  });

  it("loads the chunk once and reports loading, then loaded", async () => {
    let resolve!: (m: { ok: true }) => void;
    const importer = vi.fn(() => new Promise<{ ok: true }>((r) => (resolve = r)));
    const loader = createMapLoader(importer);
    const store = createStore();
    expect(store.get(loader.statusAtom)).toBe("pending");
    const done = store.set(loader.loadAtom);
    expect(store.get(loader.statusAtom)).toBe("loading");
    void store.set(loader.loadAtom);
    resolve({ ok: true });
    await done;
    expect(store.get(loader.statusAtom)).toBe("loaded");
    await store.set(loader.loadAtom);
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(loader.module()).resolves.toEqual({ ok: true });
  });

  it("treats a chunk that resolves to nothing as failed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const loader = createMapLoader(async () => undefined);
    const store = createStore();
    await store.set(loader.loadAtom);
    expect(store.get(loader.statusAtom)).toBe("error");
  });

  it("reports an error when the chunk fails, and a retry fetches it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ ok: true });
    const loader = createMapLoader(importer);
    const store = createStore();
    await store.set(loader.loadAtom);
    expect(store.get(loader.statusAtom)).toBe("error");
    const retry = store.set(loader.loadAtom);
    expect(store.get(loader.statusAtom)).toBe("loading");
    await retry;
    expect(store.get(loader.statusAtom)).toBe("loaded");
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("a failed map chunk", () => {
  it("is told apart from other failed chunks only while the map loads", async () => {
    const { isMapChunkFailure } = await import("./map-chunk");
    const map = new TypeError("Failed to fetch dynamically imported module: https://shop.test/assets/leaflet-map-Ab12.js");
    expect(isMapChunkFailure(map, true)).toBe(true);
    expect(isMapChunkFailure(map, false)).toBe(false);
    expect(isMapChunkFailure(new TypeError("Failed to fetch dynamically imported module: /assets/location-panel-x.js"), true)).toBe(false);
    expect(isMapChunkFailure(new Error("Unable to preload CSS for /assets/leaflet-map-x.css"), true)).toBe(true);
  });
});
