#!/usr/bin/env node
// `npm run test:reliability`: the reliability suite (reliability/*.test.ts, see docs/reliability.md):
// bad input against every endpoint, dropped connections, SIGKILL mid-stream, the database stopped
// under traffic, 60 s of load. All traffic stays on 127.0.0.1. Prints the figures of the run and
// ends with one line "N passed, N failed".
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { summarise } from "./vitest-summary.mjs";

const LIMIT_MS = Number(process.env.RELIABILITY_LIMIT_MS ?? 9 * 60_000);
const dir = path.resolve(".test-data/reliability");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const report = path.join(dir, "vitest-report.json");

const started = Date.now();
const child = spawn(
  path.join("node_modules", ".bin", "vitest"),
  [
    "run",
    "--config",
    "reliability/vitest.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit", detached: true },
);
// The whole suite is bounded in time: past the limit, end vitest and the servers it started.
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`\n✖ The reliability suite ran over ${LIMIT_MS / 1000} s: stopping it`);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}, LIMIT_MS);
const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c)));
clearTimeout(timer);

const figures = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".json") && f !== "vitest-report.json")
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
if (figures.length) {
  console.log("\nFigures of this run:");
  for (const f of figures) {
    const { at: _at, ...rest } = f;
    console.log(`  ${JSON.stringify(rest)}`);
  }
}
const results = summarise(report);
if (timedOut) results.failed++;
const skipped = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, "utf8")).numPendingTests ?? 0) : 0;
console.log(
  `\nReliability suite: ${Math.round((Date.now() - started) / 1000)} s, vitest exit code ${code}${skipped ? `, ${skipped} skipped (see above why)` : ""}`,
);
console.log(`${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 && results.ran ? 0 : 1);
