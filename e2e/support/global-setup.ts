// One production server for the whole browser suite; its address reaches the tests by `inject`.
import type { TestProject } from "vitest/node";
import { clockEnv, middayOffset } from "./clock";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    serverLog: string;
  }
}

export default async function setup(project: TestProject) {
  const clockOffset = middayOffset();
  project.provide("clockOffset", clockOffset);
  const server = await startServer(clockEnv(clockOffset));
  project.provide("baseUrl", server.baseUrl);
  project.provide("serverLog", server.logFile);
  return async () => {
    const code = await server.stop();
    if (code !== 0) throw new Error(`The server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  };
}
