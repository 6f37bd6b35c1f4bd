// The boundaries of docs/architecture.md ("Imports flow"), checked on every `npm test`. Each rule
// lists every import that breaks it, as `file:line → specifier`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, type Import, listCodeFiles, readGraph } from "./import-graph";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const graph = readGraph(root, listCodeFiles(root, [".", "src", "server", "scripts", "e2e", "reliability"]));
const imports = [...graph.values()].flat();

const under = (file: string | null, dir: string) => Boolean(file?.startsWith(`${dir}/`));
const where = (i: Import) => `${i.from}:${i.line} → ${i.specifier}`;
const show = (list: readonly Import[]) => list.map(where).join("\n");
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Packages the pure folders may use: no browser, no Node, no framework. */
const DOMAIN_PACKAGES = [/^@turf\//];
const CONTRACT_PACKAGES = [/^zod$/];
const TEST_PACKAGES = [/^vitest$/, /^fast-check$/];

/**
 * The app's layers, lowest first. A module may import its own layer and lower ones, never a
 * higher one. Top-level files of src/ (main.tsx, app-start.tsx) count as the app.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["src/domain", "src/contract"],
  ["src/lib", "src/config", "src/i18n", "src/components", "src/styles", "src/types"],
  // The staff console (src/ops) is an app of its own beside the storefront's features: it builds
  // on lib, components and the contract, never on a feature or the storefront's shell.
  ["src/features", "src/ops"],
  ["src/app", "src/telegram", "src/prerender"],
];

function layerOf(file: string): number | null {
  const found = LAYERS.findIndex((dirs) => dirs.some((dir) => under(file, dir)));
  if (found >= 0) return found;
  return /^src\/[^/]+$/.test(file) ? LAYERS.length - 1 : null;
}

const featureOf = (file: string | null) => (file ? (/^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null) : null);

describe("import boundaries", () => {
  it("reads a graph with every relative import resolved", () => {
    expect(graph.size).toBeGreaterThan(300);
    const unresolved = imports.filter((i) => i.pkg === null && i.file === null);
    expect(unresolved.map(where), `relative imports that lead nowhere:\n${show(unresolved)}`).toEqual([]);
  });

  it("(a) the server imports from src/ only src/domain and src/contract", () => {
    const bad = imports.filter(
      (i) => under(i.from, "server") && under(i.file, "src") && !under(i.file, "src/domain") && !under(i.file, "src/contract"),
    );
    expect(bad.map(where), `server modules reaching into the app:\n${show(bad)}`).toEqual([]);
  });

  it("(a) the staff console stays apart: only src/ops imports telegram-ui, and the storefront never imports src/ops", () => {
    const kit = imports.filter(
      (i) => under(i.from, "src") && !under(i.from, "src/ops") && /^@telegram-apps\/telegram-ui/.test(i.pkg ?? ""),
    );
    expect(kit.map(where), `telegram-ui outside the console:\n${show(kit)}`).toEqual([]);
    const reach = imports.filter((i) => under(i.from, "src") && !under(i.from, "src/ops") && under(i.file, "src/ops"));
    expect(reach.map(where), `the storefront reaching into the console:\n${show(reach)}`).toEqual([]);
  });

  it("(a) the app never imports the server, the scripts or the tests' support", () => {
    const bad = imports.filter(
      (i) => under(i.from, "src") && ["server", "scripts", "e2e", "reliability"].some((dir) => under(i.file, dir)),
    );
    expect(bad.map(where), `src/ reaching out of the app:\n${show(bad)}`).toEqual([]);
  });

  it("(b) src/domain imports only itself and allowed packages", () => {
    const bad = imports.filter((i) => {
      if (!under(i.from, "src/domain")) return false;
      if (i.file) return !under(i.file, "src/domain");
      const allowed = isTest(i.from) ? [...DOMAIN_PACKAGES, ...TEST_PACKAGES] : DOMAIN_PACKAGES;
      return !allowed.some((p) => p.test(i.pkg ?? ""));
    });
    expect(bad.map(where), `src/domain must stay pure (itself, ${DOMAIN_PACKAGES.join(", ")}):\n${show(bad)}`).toEqual([]);
  });

  it("(b) src/contract imports only itself, src/domain and zod", () => {
    const bad = imports.filter((i) => {
      if (!under(i.from, "src/contract")) return false;
      if (i.file) return !under(i.file, "src/contract") && !under(i.file, "src/domain");
      const allowed = isTest(i.from) ? [...CONTRACT_PACKAGES, ...TEST_PACKAGES] : CONTRACT_PACKAGES;
      return !allowed.some((p) => p.test(i.pkg ?? ""));
    });
    expect(bad.map(where), `src/contract must stay pure (itself, src/domain, zod):\n${show(bad)}`).toEqual([]);
  });

  it("(c) a lower layer never imports a higher one (domain/contract ← lib, config, i18n, components ← features ← app, telegram, prerender)", () => {
    const bad = imports.filter((i) => {
      if (!i.file || !under(i.from, "src")) return false;
      const from = layerOf(i.from);
      const to = layerOf(i.file);
      return from !== null && to !== null && to > from;
    });
    expect(bad.map(where), `imports against the layers:\n${show(bad)}`).toEqual([]);
  });

  it("(d) a feature never imports another feature's components (.tsx) or their styles (.css)", () => {
    const bad = imports.filter((i) => {
      const from = featureOf(i.from);
      const to = featureOf(i.file);
      return from !== null && to !== null && from !== to && /\.(tsx|css)$/.test(i.file ?? "");
    });
    expect(bad.map(where), `shared widgets belong in src/components, pages that combine features in src/app:\n${show(bad)}`).toEqual([]);
  });

  it("(d) features depend on each other one way only (no two features importing each other, directly or around a loop)", () => {
    const features = new Map<string, Import[]>();
    for (const i of imports) {
      const from = featureOf(i.from);
      const to = featureOf(i.file);
      if (from === null || to === null || from === to) continue;
      const key = `src/features/${from}`;
      features.set(key, [...(features.get(key) ?? []), { ...i, from: key, file: `src/features/${to}` }]);
    }
    const loops = findCycles(features);
    const detail = loops.map((loop) => {
      const steps = loop.slice(1).map((to, n) => imports.find((i) => featureOf(i.from) === featureOf(`${loop[n]}/`) && under(i.file, to)));
      return `${loop.join(" → ")}\n${show(steps.filter((s): s is Import => s !== undefined))}`;
    });
    expect(detail, `features importing each other in a circle:\n${detail.join("\n\n")}`).toEqual([]);
  });

  it("(e) no import cycles anywhere, type-only imports included", () => {
    const cycles = findCycles(graph).map((c) => c.join(" → "));
    expect(cycles, `import cycles:\n${cycles.join("\n")}`).toEqual([]);
  });
});
