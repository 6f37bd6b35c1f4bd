// An app on its own copy of the seeded database, for in-process API tests (app.request()).
import { loadConfig } from "../config";
import { createServerApp } from "../start";
import { openTestDatabase } from "./template";

/** Sign-in codes the app sent, newest last. */
export type SentCodes = { phone: string; code: string }[];

export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: "test", DIST_DIR: "./dist", ...env });
  const database = await openTestDatabase();
  const codes: SentCodes = [];
  const app = await createServerApp(config, database, { codeSender: { send: async (phone, code) => void codes.push({ phone, code }) } });
  return {
    codes,
    app,
    database,
    config,
    get: (url: string, init?: RequestInit) => app.request(url, init),
    close: () => database.close(),
  };
}
