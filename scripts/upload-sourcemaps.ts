// `npm run sourcemaps:upload`: sends the build's source maps to Sentry, whose release is the build
// id (the app reports errors under it), so reported stack traces point at the source. The build
// keeps the maps outside dist/ (in .sourcemaps/<build id>/, see vite.config.ts): they are never
// served. Does nothing unless SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT are set.
// Runs Sentry's own CLI from the npm registry at the time of the upload (not a dependency: it is
// a large binary that most deployments never need).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const { SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT, SENTRY_URL } = process.env;
const dist = process.env.DIST_DIR ?? "dist";
const { buildId } = JSON.parse(fs.readFileSync(path.join(dist, "build.json"), "utf8")) as { buildId: string };
const maps = path.join(".sourcemaps", buildId, "assets");

if (!SENTRY_AUTH_TOKEN || !SENTRY_ORG || !SENTRY_PROJECT) {
  console.log("Source maps not uploaded: set SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT to send them to Sentry.");
  process.exit(0);
}
if (!fs.existsSync(maps)) {
  console.error(`No source maps for build ${buildId} in ${maps}: run \`npm run build\` first.`);
  process.exit(1);
}
const args = ["--yes", "@sentry/cli@2", ...(SENTRY_URL ? ["--url", SENTRY_URL] : []), "sourcemaps", "upload"];
args.push("--org", SENTRY_ORG, "--project", SENTRY_PROJECT, "--release", buildId, "--url-prefix", "~/assets", maps);
const run = spawnSync("npx", args, { stdio: "inherit", env: process.env });
process.exit(run.status ?? 1);
