// The menu route's first load, one definition for `npm run bundle-size` and `npm run bench`: the
// JS and CSS that index.html names plus the app's start chunk and the app it fetches at once, and
// everything they import statically (the manifest's closure), gzip -9. Chunks the page fetches
// later (dynamic imports when idle or on demand) are not part of it; the bench reports them apart.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chunkClosure, type Manifest } from "../server/http/build-manifest";

/** The menu route's first load: entry points whose static closure it is. */
export const MENU_FIRST_LOAD = ["index.html", "src/app-start.tsx", "src/app/app.tsx"];
/** The goal for it, in KB (JS + CSS, gzip). */
export const FIRST_LOAD_GOAL_KB = 115;
/**
 * The staff console's first load (/ops): its entry's closure; each section is a chunk of its own,
 * fetched when opened. 121.8 KB on 2026-11-25 (the framework 78 KB, telegram-ui, the console's
 * shell and HTTP client); the budget leaves room for the shell, not for a library.
 */
export const CONSOLE_FIRST_LOAD = ["src/ops/index.html"];
export const CONSOLE_FIRST_LOAD_GOAL_KB = 130;

export const gzipBytes = (dist: string, file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Files (paths under dist, without a leading slash) of a first load and their JS and CSS bytes. */
export function firstLoad(dist: string, manifest: Manifest, keys: string[] = MENU_FIRST_LOAD) {
  const { chunks, styles } = chunkClosure(manifest, keys);
  const files = [...new Set([...chunks, ...styles])].map((file) => ({ file, bytes: gzipBytes(dist, file) }));
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.bytes, 0);
  return { files, js: sum(".js"), css: sum(".css") };
}
