#!/usr/bin/env node
// `npm run dev`: the API server (restarted on change) on API_PORT and Vite with hot reload, which
// proxies /api to it. Open the address Vite prints.
import { spawn } from "node:child_process";
import path from "node:path";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn(path.join("node_modules", ".bin", "tsx"), ["watch", "server/index.ts"], {
    stdio: "inherit",
    env: { NODE_ENV: "development", ...process.env, PORT: apiPort },
  }),
  spawn(path.join("node_modules", ".bin", "vite"), [], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
