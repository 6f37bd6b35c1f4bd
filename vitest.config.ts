// The test projects, on top of the app's Vite config (its plugins compile Lingui's macros and
// catalogues for the tests too).
//
// Unit tests run in Node unless a file needs a DOM, and files share their workers (no fresh module
// graph and window per file): setting those up per file was most of the unit run's time. A
// `.test.ts` that needs a DOM says `// @vitest-environment happy-dom` in its first line; a
// `.test.tsx` gets happy-dom. All of those run in one project (`unit-dom`), so one worker loads
// happy-dom, React and Testing Library once. A file that replaces modules (`vi.mock`) gets a module
// graph of its own, because in a shared worker the replacement would leak into the files after it,
// or come too late for a module an earlier file had already loaded: those files (`unit-isolated`)
// share one worker too, and scripts/vitest/fresh-modules.ts forgets every module before each of
// them. `npm run test:unit` runs the three unit projects (`--project 'unit*'`).
//
// Where the time went (issue 22: 52 s wall for 5 s of tests): Babel ran the Lingui macro over
// every file (now only over files that import a macro, vite.config.ts), every run transformed
// everything again (now kept on disk, `experimental.fsModuleCache`), and each file that replaced
// modules, and each project-and-environment pair, started a worker that loaded happy-dom and React
// again (about 1 s of CPU each).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import { POLL_INTERVAL_MS, WAIT_MS } from "./e2e/support/waits.js";
import { catalogueCacheKey } from "./scripts/vitest/catalogue-cache-key.js";
import viteConfig from "./vite.config.js";

const root = path.dirname(fileURLToPath(import.meta.url));

const UNIT = ["src/**/*.test.ts", "scripts/**/*.test.ts"];
const UNIT_DOM = ["src/**/*.test.tsx"];

function unitTestFiles(): { file: string; text: string }[] {
  return ["src", "scripts"].flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`)
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") })),
  );
}

const files = unitTestFiles();
const isolated = files.filter(({ text }) => /\bvi\.(mock|doMock)\(/.test(text)).map(({ file }) => file);
// `.test.ts` files that ask for a DOM run with the `.test.tsx` ones.
const domTs = files
  .filter(({ file, text }) => file.endsWith(".ts") && /^\/\/ @vitest-environment happy-dom\b/.test(text))
  .map(({ file }) => file);
// In a shared worker the DOM outlives a file: what a test rendered is unmounted after it.
const shared = { isolate: false, pool: "threads", setupFiles: ["scripts/vitest/dom-cleanup.ts"] } as const;

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    plugins: [catalogueCacheKey(root)],
    test: {
      // Transformed modules are kept in node_modules/.experimental-vitest-cache and reused by the
      // next run while a file, the config and the lockfile are unchanged (`vitest --clearCache`
      // empties it). Catalogues are keyed on all of locales/ (scripts/vitest/catalogue-cache-key.ts).
      experimental: { fsModuleCache: true },
      projects: [
        { extends: true, test: { name: "unit", include: UNIT, exclude: [...isolated, ...domTs], environment: "node", ...shared } },
        {
          extends: true,
          test: { name: "unit-dom", include: [...UNIT_DOM, ...domTs], exclude: isolated, environment: "happy-dom", ...shared },
        },
        {
          extends: true,
          test: {
            name: "unit-isolated",
            include: isolated,
            environment: "happy-dom",
            ...shared,
            setupFiles: [...shared.setupFiles, "scripts/vitest/fresh-modules.ts"],
          },
        },
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
            // A poll waits for a state the page reaches in its own time, longer on a busy machine
            // (e2e/support/waits.ts); what the state must be is up to each assertion.
            expect: { poll: { timeout: WAIT_MS, interval: POLL_INTERVAL_MS } },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
