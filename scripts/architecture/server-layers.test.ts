// The server's areas and their layers (docs/architecture.md, "Server areas"), checked on every
// `npm test`. Each rule lists every import that breaks it, as `file:line → specifier`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, type Import, listCodeFiles, readGraph } from "./import-graph";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const graph = readGraph(root, listCodeFiles(root, ["server"]));

/**
 * The server's layers, lowest first: an area imports its own layer and lower ones, never a higher
 * one. An area is a folder of server/ or a file of its own; the longest entry that holds a file
 * names its area (openapi/build-document.ts wires the whole app, so it sits with the app).
 */
const SERVER_LAYERS: readonly { layer: string; areas: readonly string[] }[] = [
  // Plumbing: settings, logs, the database, HTTP helpers, route declarations, rich-text cleaning.
  { layer: "foundation", areas: ["config.ts", "log.ts", "error-reporting.ts", "db", "http", "openapi", "rich-text"] },
  // What the business is, whoever asks: sign-in and tokens, places, photos, the audit trail, the
  // menu and restaurants as read (and their caches), orders (placing, moving, streaming them),
  // payments (the ledger, and the providers' protocols on it), couriers (the road: taking,
  // delivering, positions), reports (the figures' SQL aggregates).
  { layer: "services", areas: ["auth", "geo", "media", "audit", "catalog", "orders", "payments", "couriers", "reports"] },
  // The APIs built on them: one area per backend or audience.
  { layer: "routes", areas: ["main-api", "storefront", "content", "careers", "tg-api", "operator", "bot", "loyalty", "promo"] },
  // The app wired together, started and served.
  { layer: "app", areas: ["app.ts", "start.ts", "index.ts", "openapi/build-document.ts"] },
];

/**
 * Route areas stand side by side and import each other only along these one-way edges: anything
 * else two of them share moves down into a service.
 */
const ROUTE_AREA_IMPORTS: readonly string[] = [
  // The bot's buttons are the operators' console in Telegram: the operator API's staff rules.
  "bot → operator",
  // The messenger-bot API offers the bot's payments and the storefront's address lookup.
  "tg-api → bot",
  "tg-api → storefront",
];

/**
 * Imports that break a rule for now, each with why and when it goes. Empty: a new entry needs a
 * reason (a file another change is moving, say) and is removed with that change.
 */
const TEMPORARY_EXCEPTIONS: readonly { from: string; specifier: string; why: string }[] = [];

/** Tests and their support sit above everything: they may import any area, and no area imports them. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)test\//.test(file) || /-test-kit\.ts$/.test(file) || /(^|\/)test-support\.ts$/.test(file);

const AREAS = SERVER_LAYERS.flatMap(({ layer, areas }, rank) => areas.map((area) => ({ area, layer, rank })));

/** The area of a server file (the longest matching entry), or null when none holds it. */
function areaOf(file: string): (typeof AREAS)[number] | null {
  const rel = file.replace(/^server\//, "");
  let best: (typeof AREAS)[number] | null = null;
  for (const entry of AREAS) {
    const holds = entry.area.endsWith(".ts") ? rel === entry.area : rel.startsWith(`${entry.area}/`);
    if (holds && (!best || entry.area.length > best.area.length)) best = entry;
  }
  return best;
}

const where = (i: Import) => `${i.from}:${i.line} → ${i.specifier}`;
const excepted = (i: Import) => TEMPORARY_EXCEPTIONS.some((e) => e.from === i.from && e.specifier === i.specifier);

/** Imports from one server area into another, test code left out. */
const crossings = [...graph.values()]
  .flat()
  .filter((i) => i.file?.startsWith("server/") && !isTestCode(i.from) && !isTestCode(i.file))
  .map((i) => ({ i, from: areaOf(i.from), to: areaOf(i.file ?? "") }))
  .filter(
    (x): x is { i: Import; from: (typeof AREAS)[number]; to: (typeof AREAS)[number] } =>
      x.from !== null && x.to !== null && x.from.area !== x.to.area,
  );

describe("server areas", () => {
  it("places every server file in an area of the layer table", () => {
    const lost = [...graph.keys()].filter((file) => !isTestCode(file) && areaOf(file) === null);
    expect(
      lost,
      `files in no area: add their folder to SERVER_LAYERS (scripts/architecture/server-layers.test.ts):\n${lost.join("\n")}`,
    ).toEqual([]);
  });

  it("(f) an area never imports a higher layer (foundation ← services ← routes ← app)", () => {
    const bad = crossings.filter(({ i, from, to }) => to.rank > from.rank && !excepted(i));
    const show = bad.map(({ i, from, to }) => `${where(i)}   (${from.area}, ${from.layer} → ${to.area}, ${to.layer})`);
    expect(show, `imports against the layering: move what both need down a layer:\n${show.join("\n")}`).toEqual([]);
  });

  it("(f) route areas import each other only along the listed edges", () => {
    const bad = crossings.filter(
      ({ i, from, to }) =>
        from.layer === "routes" && to.layer === "routes" && !ROUTE_AREA_IMPORTS.includes(`${from.area} → ${to.area}`) && !excepted(i),
    );
    const show = bad.map(({ i, from, to }) => `${where(i)}   (${from.area} → ${to.area})`);
    expect(show, `route areas importing each other: move what both need into a service:\n${show.join("\n")}`).toEqual([]);
  });

  it("(f) no cycle between areas", () => {
    const areas = new Map<string, Import[]>();
    for (const { i, from, to } of crossings) {
      if (excepted(i)) continue;
      areas.set(from.area, [...(areas.get(from.area) ?? []), { ...i, from: from.area, file: to.area }]);
    }
    for (const { area } of AREAS) if (!areas.has(area)) areas.set(area, []);
    const detail = findCycles(areas).map((loop) => {
      const steps = loop.slice(1).map((to, n) => crossings.find((x) => x.from.area === loop[n] && x.to.area === to));
      return `${loop.join(" → ")}\n${steps.map((s) => (s ? where(s.i) : "?")).join("\n")}`;
    });
    expect(detail, `areas importing each other in a circle:\n${detail.join("\n\n")}`).toEqual([]);
  });

  it("no server code imports tests or their support", () => {
    const bad = [...graph.values()].flat().filter((i) => !isTestCode(i.from) && i.file !== null && isTestCode(i.file));
    expect(bad.map(where), "test code imported by the server").toEqual([]);
  });

  it("lists only temporary exceptions that are still needed", () => {
    const all = [...graph.values()].flat();
    const stale = TEMPORARY_EXCEPTIONS.filter((e) => !all.some((i) => i.from === e.from && i.specifier === e.specifier));
    expect(stale.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
  });
});
