// The test projects, on top of the app's Vite config (its plugins compile Lingui's macros and
// catalogues for the tests too).
//
// Unit tests run in Node unless a file needs a DOM, and files share their workers (no fresh module
// graph and window per file): setting those up per file was most of the unit run's time. A
// `.test.ts` that needs a DOM says `// @vitest-environment happy-dom` in its first line; a
// `.test.tsx` gets happy-dom. A file that replaces modules (`vi.mock`) keeps a module graph of its
// own, because in a shared worker the replacement would leak into the files after it, or come too
// late for a module an earlier file had already loaded. `npm run test:unit` runs the three unit
// projects (`--project 'unit*'`).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.js";

const root = path.dirname(fileURLToPath(import.meta.url));
const UNIT = ["src/**/*.test.ts", "scripts/**/*.test.ts"];
const UNIT_DOM = ["src/**/*.test.tsx"];

function filesReplacingModules(): string[] {
  return ["src", "scripts"].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
      .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), "utf8"))),
  );
}

const isolated = filesReplacingModules();
// In a shared worker the DOM outlives a file: what a test rendered is unmounted after it.
const shared = { isolate: false, pool: "threads", setupFiles: ["scripts/vitest/dom-cleanup.ts"] } as const;

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      projects: [
        { extends: true, test: { name: "unit", include: UNIT, exclude: isolated, environment: "node", ...shared } },
        { extends: true, test: { name: "unit-dom", include: UNIT_DOM, exclude: isolated, environment: "happy-dom", ...shared } },
        { extends: true, test: { name: "unit-isolated", include: isolated, environment: "happy-dom" } },
        {
          extends: true,
          test: {
            name: "api",
            include: ["server/**/*.test.ts"],
            environment: "node",
            globalSetup: ["server/test/global-setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: "e2e",
            include: ["e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["e2e/support/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
