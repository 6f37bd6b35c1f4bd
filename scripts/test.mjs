#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, ending with one line "N passed, N failed".
//   1. Debian's Chromium for the browser tests (installed with apt when missing and run as root)
//   2. translations: every message in every catalogue
//   3. type check: every project of tsconfig.json (scripts/architecture/typecheck.mjs), then Biome
//      (lint and format check)
//   4. production build: the app, the menu's markup renderer and the server (dist/server/index.js);
//      the browser tests run against it, served by the compiled server
//   5. vitest: unit, API (in-process, seeded PGlite or DATABASE_URL) and browser (e2e) projects
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { summarise } from "./vitest-summary.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const bin = (name) => path.join("node_modules", ".bin", name);
const results = { passed: 0, failed: 0 };

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const run = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const ok = run.status === 0;
  results[ok ? "passed" : "failed"]++;
  if (!ok) console.error(`✖ ${name} failed`);
  return ok;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    return;
  }
  console.log("▶ Installing Debian's chromium (apt-get)");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

ensureChromium();
step("translations", bin("tsx"), ["scripts/check-translations.ts"]);
step("type check", process.execPath, ["scripts/architecture/typecheck.mjs"]);
step("lint and format (Biome)", bin("biome"), ["check", "."]);
const built =
  step("build", bin("vite"), ["build", "--logLevel", "warn"]) &&
  step("prerender build", bin("vite"), [
    "build",
    "--ssr",
    "src/prerender/render-page.tsx",
    "--outDir",
    "dist/prerender",
    "--logLevel",
    "warn",
  ]) &&
  step("server build", bin("vite"), ["build", "--config", "vite.server.config.ts"]);

fs.mkdirSync(".test-data", { recursive: true });
const report = path.resolve(".test-data/vitest-report.json");
fs.rmSync(report, { force: true });
const extra = process.argv.slice(2);
const projects = built ? [] : ["--project", "unit*", "--project", "api"];
console.log("\n▶ vitest");
spawnSync(bin("vitest"), ["run", ...projects, "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...extra], {
  stdio: "inherit",
});
const tests = summarise(report);
results.passed += tests.passed;
results.failed += tests.failed;

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 && tests.ran ? 0 : 1);
