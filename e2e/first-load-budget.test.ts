// The menu's first load as the build under test has it (scripts/first-load.ts, the same measure as
// `npm run bundle-size` and `npm run bench`): within its budget, and the page's HTML asks for
// nothing big ahead of its first paint. A <link rel="modulepreload"> that the HTML carries is
// fetched at once beside the render-blocking CSS: when the framework chunk (78 KB) slipped in
// there through a shared chunk, Lighthouse's mobile first paint went from 0.97 to 1.57 s.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readManifest } from "../server/http/build-manifest";
import { CONSOLE_FIRST_LOAD, CONSOLE_FIRST_LOAD_GOAL_KB, FIRST_LOAD_GOAL_KB, firstLoad, gzipBytes } from "../scripts/first-load";
import { DIST } from "./support/server";

/** What the HTML itself preloads, gzip bytes each: the small loader's own imports only. */
const PRELOADS_AHEAD_OF_PAINT_BYTES = 4 * 1024;

describe("the menu's first load (the build under test)", () => {
  it(`stays within ${FIRST_LOAD_GOAL_KB} KB of JS and CSS (gzip)`, () => {
    const manifest = readManifest(DIST);
    if (!manifest) throw new Error(`${DIST}/.vite/manifest.json is missing`);
    const { js, css, files } = firstLoad(DIST, manifest);
    expect(files.length).toBeGreaterThan(3);
    expect(js + css, files.map((f) => `${f.file} ${f.bytes}`).join("\n")).toBeLessThanOrEqual(FIRST_LOAD_GOAL_KB * 1024);
  });

  it("preloads from the page's HTML only the loader's small imports, never the framework", () => {
    const html = fs.readFileSync(path.join(DIST, "index.html"), "utf8");
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.length).toBeGreaterThan(0);
    const bytes = preloads.reduce((n, file) => n + gzipBytes(DIST, file), 0);
    expect(bytes, preloads.join(", ")).toBeLessThanOrEqual(PRELOADS_AHEAD_OF_PAINT_BYTES);
    expect(preloads.filter((file) => /framework/.test(file))).toEqual([]);
  });
});

describe("the staff console's first load (the build under test)", () => {
  it(`stays within ${CONSOLE_FIRST_LOAD_GOAL_KB} KB of JS and CSS (gzip), sections fetched when opened`, () => {
    const manifest = readManifest(DIST);
    if (!manifest) throw new Error(`${DIST}/.vite/manifest.json is missing`);
    const { js, css, files } = firstLoad(DIST, manifest, CONSOLE_FIRST_LOAD);
    const listing = files.map((f) => `${f.file} ${f.bytes}`).join("\n");
    expect(js + css, listing).toBeLessThanOrEqual(CONSOLE_FIRST_LOAD_GOAL_KB * 1024);
    // The sections are lazy: none of their screens is in the first load (the reports' charts, the
    // rich-text editor, the map of zones are the heavy ones).
    expect(
      files.filter((f) => /tiptap|prosemirror|leaflet|reports-section|content-section/i.test(f.file)),
      listing,
    ).toEqual([]);
  });
});
