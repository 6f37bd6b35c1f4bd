// The reliability suite (npm run test:reliability → scripts/reliability.mjs). One file at a time:
// the fault and load tests start their own server processes and must not compete for the CPU.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["reliability/**/*.test.ts"],
    environment: "node",
    globalSetup: ["server/test/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
