// `npm run bundle-size`: builds the app and prints what the menu route downloads first — the
// JS and CSS that index.html names plus everything they import statically, gzip-compressed —
// and the language catalogue loaded at start. Goal: 115 KB or less. It also checks that the
// map (Leaflet), the Telegram SDK, error reporting (Sentry) and the staff console's UI kit
// (telegram-ui) are not part of it. Then the same for the staff console's page (/ops), which has
// its own entry (src/ops/index.html) and its own budget (CONSOLE_FIRST_LOAD_GOAL_KB).
// `--no-build` measures the existing build; `--dist <dir>` another build directory.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type Manifest, readManifest } from "../server/http/build-manifest";
import { CONSOLE_FIRST_LOAD, CONSOLE_FIRST_LOAD_GOAL_KB, FIRST_LOAD_GOAL_KB, firstLoad, gzipBytes, MENU_FIRST_LOAD } from "./first-load";

const distArg = process.argv.indexOf("--dist");
const DIST = distArg > 0 ? process.argv[distArg + 1] : "dist";
const GOAL_KB = FIRST_LOAD_GOAL_KB;
const STOREFRONT_ENTRY = "index.html";
const CONSOLE_ENTRY = CONSOLE_FIRST_LOAD[0];

if (!process.argv.includes("--no-build")) {
  // The whole build (with the prerender), so dist/ stays servable afterwards.
  execFileSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
}

const manifest = readManifest(DIST);
if (!manifest) throw new Error(`${DIST}/.vite/manifest.json is missing: build first (without --no-build)`);
for (const key of [STOREFRONT_ENTRY, CONSOLE_ENTRY])
  if (!manifest[key]?.isEntry) throw new Error(`${DIST}/.vite/manifest.json names no entry ${key}`);

const gz = (file: string) => gzipBytes(DIST, file);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints a first load's files and totals; returns its files and JS + CSS bytes. */
function report(title: string, keys: string[], catalogue: string): { files: string[]; bytes: number } {
  const { files: rows, js, css } = firstLoad(DIST, manifest as Manifest, keys);
  const files = rows.map((r) => r.file);
  const cat = manifest?.[catalogue];
  console.log(`\n${title} (gzip -9):`);
  for (const r of rows.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(r.bytes).padStart(7)} KB  ${r.file}`);
  console.log(`  JS ${kb(js)} KB + CSS ${kb(css)} KB = ${kb(js + css)} KB`);
  console.log(`  + Russian catalogue ${kb(cat ? gz(cat.file) : 0)} KB, loaded in parallel at start`);
  return { files, bytes: js + css };
}

// main.tsx is a small loader: the app's start chunk and the app it fetches at once (and what they
// import) are part of every first load (scripts/first-load.ts).
const storefront = report("First load of the menu route", MENU_FIRST_LOAD, "locales/ru/messages.po");
console.log(`  goal ≤ ${GOAL_KB} KB`);

const text = (files: string[], ext: RegExp) =>
  files
    .filter((f) => ext.test(f))
    .map((f) => fs.readFileSync(path.join(DIST, f), "utf8"))
    .join("\n");
const scripts = text(storefront.files, /\.js$/);
const all = text(storefront.files, /\.(js|css)$/);
const markers: [string, RegExp, string][] = [
  ["Leaflet (map)", /leaflet-container|L\.Map\b/, scripts],
  ["Telegram SDK", /web_app_ready|tgWebAppData/, scripts],
  ["Sentry (error reporting)", /sentry\.javascript/, scripts],
  // telegram-ui's class names and variables all start with tgui-; the console's catalogue is ops.po.
  ["telegram-ui (staff console's UI kit)", /tgui-|--tgui--/, all],
  ["the staff console's code", /ops-shell|\/api\/operator\//, scripts],
];
let leaked = false;
for (const [name, re, where] of markers) {
  const found = re.test(where);
  leaked ||= found;
  console.log(`  ${found ? "✖ contains" : "✓ without"} ${name}`);
}
const over = storefront.bytes / 1024 > GOAL_KB;
if (over) console.log(`  ✖ over the goal by ${kb(storefront.bytes - GOAL_KB * 1024)} KB`);

const console_ = report("First load of the staff console (/ops)", CONSOLE_FIRST_LOAD, "locales/ru/ops.po");
console.log(`  goal ≤ ${CONSOLE_FIRST_LOAD_GOAL_KB} KB`);
const consoleOver = console_.bytes / 1024 > CONSOLE_FIRST_LOAD_GOAL_KB;
if (consoleOver) console.log(`  ✖ over the goal by ${kb(console_.bytes - CONSOLE_FIRST_LOAD_GOAL_KB * 1024)} KB`);
const kit = /tgui-/.test(text(console_.files, /\.(js|css)$/));
console.log(`  ${kit ? "✓ with" : "✖ without"} telegram-ui (expected in the console)`);

process.exit(over || consoleOver || leaked || !kit ? 1 : 0);
