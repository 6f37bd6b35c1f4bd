import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// The API server used by `npm run dev` (scripts/dev.mjs starts it on this port).
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    react(),
    // plugin-react 6 ignores `react({ babel })`; Lingui's macros need their own Babel pass.
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
  ],
  server: {
    proxy: { "/api": `http://localhost:${apiPort}` },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    // Read by scripts/bundle-size.ts to follow what the first page load imports.
    manifest: true,
    // The Lingui transform overlaps other plugins; rolldown's timing note about it is noise.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], environment: "happy-dom" },
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
          fileParallelism: false,
        },
      },
    ],
  },
});
