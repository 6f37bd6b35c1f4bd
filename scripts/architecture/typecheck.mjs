#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit -p` for every project tsconfig.json refers to (the pure
// folders without DOM or Node types, the app, the server, the browser-driving code), each one
// even when an earlier one fails, so one run shows every error. Exits non-zero if any failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const projects = [...fs.readFileSync(path.join(root, "tsconfig.json"), "utf8").matchAll(/"path":\s*"([^"]+)"/g)].map((m) => m[1]);
const tsc = path.join(root, "node_modules", ".bin", "tsc");
const failed = projects.filter((project) => {
  console.log(`tsc --noEmit -p ${project}`);
  return spawnSync(tsc, ["--noEmit", "-p", project], { cwd: root, stdio: "inherit" }).status !== 0;
});
if (failed.length > 0) console.error(`✖ type errors in ${failed.join(", ")}`);
process.exit(failed.length > 0 ? 1 : 0);
