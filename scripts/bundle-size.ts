// `npm run bundle-size`: builds the app and prints what the menu route downloads first — the
// JS and CSS that index.html names plus everything they import statically, gzip-compressed —
// and the language catalogue loaded at start. Goal: 130 KB or less. It also checks that the
// map (Leaflet), the Telegram SDK and error reporting (Sentry) are not part of it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chunkClosure, readManifest } from "../server/http/build-manifest";

const DIST = "dist";
const GOAL_KB = 130;

if (!process.argv.includes("--no-build")) {
  // The whole build (with the prerender), so dist/ stays servable afterwards.
  execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
}

const manifest = readManifest(DIST);
if (!manifest) throw new Error(`${DIST}/.vite/manifest.json is missing: build first (without --no-build)`);
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error(`${DIST}/.vite/manifest.json names no entry chunk`);
// main.tsx is a small loader: the app's start chunk (and what it imports) is part of every first load.
const { chunks, styles } = chunkClosure(manifest, [entryKey, "src/app-start.tsx"]);
const firstLoad = new Set([...chunks, ...styles]);

const gz = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = [...firstLoad].map((file) => ({ file, bytes: gz(file) }));
const js = rows.filter((r) => r.file.endsWith(".js")).reduce((n, r) => n + r.bytes, 0);
const css = rows.filter((r) => r.file.endsWith(".css")).reduce((n, r) => n + r.bytes, 0);
const catalogue = Object.entries(manifest).find(([k]) => k.endsWith("ru/messages.po"));
const catalogueBytes = catalogue ? gz(catalogue[1].file) : 0;

console.log("\nFirst load of the menu route (gzip -9):");
for (const r of rows.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(r.bytes).padStart(7)} KB  ${r.file}`);
console.log(`  JS ${kb(js)} KB + CSS ${kb(css)} KB = ${kb(js + css)} KB  (goal ≤ ${GOAL_KB} KB)`);
console.log(`  + Russian catalogue ${kb(catalogueBytes)} KB, loaded in parallel at start`);

const text = [...firstLoad]
  .filter((f) => f.endsWith(".js"))
  .map((f) => fs.readFileSync(path.join(DIST, f), "utf8"))
  .join("\n");
const markers: Record<string, RegExp> = {
  "Leaflet (map)": /leaflet-container|L\.Map\b/,
  "Telegram SDK": /web_app_ready|tgWebAppData/,
  "Sentry (error reporting)": /sentry\.javascript/,
};
let leaked = false;
for (const [name, re] of Object.entries(markers)) {
  const found = re.test(text);
  leaked ||= found;
  console.log(`  ${found ? "✖ contains" : "✓ without"} ${name}`);
}
const over = (js + css) / 1024 > GOAL_KB;
if (over) console.log(`  ✖ over the goal by ${kb(js + css - GOAL_KB * 1024)} KB`);
process.exit(over || leaked ? 1 : 0);
