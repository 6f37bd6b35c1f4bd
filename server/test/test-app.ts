// An app on its own copy of the seeded database, for in-process API tests (app.request()).
import { inject } from "vitest";
import type { CodeSender } from "../auth/code-sender";
import { loadConfig } from "../config";
import { setLogLevel } from "../log";
import { createServerApp } from "../start";
import { openTestDatabase } from "./template";

declare module "vitest" {
  export interface ProvidedContext {
    /** The stand-in build the test apps serve pages from (global setup, fixture-dist.ts). */
    fixtureDist: string;
  }
}

/** Sign-in codes the app sent, newest last (by the default sender; not with one passed in). */
export type SentCodes = { phone: string; code: string }[];

/** Noon in Tashkent: every demo restaurant is open. */
export const TEST_NOW = new Date("2026-11-21T12:00:00+05:00");

export async function createTestApp(env: Record<string, string> = {}, clock: () => Date = () => TEST_NOW, codeSender?: CodeSender) {
  const config = loadConfig({ NODE_ENV: "test", DIST_DIR: inject("fixtureDist"), LOG_LEVEL: "warn", ...env });
  setLogLevel(config.logLevel);
  const database = await openTestDatabase();
  const codes: SentCodes = [];
  const app = await createServerApp(config, database, {
    codeSender: codeSender ?? {
      async send({ phone, code }) {
        codes.push({ phone, code });
        return "log";
      },
    },
    clock,
  });
  return {
    codes,
    app,
    database,
    config,
    get: (url: string, init?: RequestInit) => app.request(url, init),
    close: () => database.close(),
    /** Signs a phone in through the real endpoints; returns the customer and a main-API token. */
    async signIn(phone: string) {
      const post = (path: string, body: unknown) =>
        app.request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      await post("/api/auth/code", { phone });
      const verified = await post("/api/auth/verify", { phone, code: codes.at(-1)!.code });
      const sid = verified.headers.get("set-cookie")!.split(";")[0];
      const { token, customerId } = (await (await app.request("/api/token", { headers: { Cookie: sid } })).json()) as {
        token: string;
        customerId: string;
      };
      return { customerId, token, cookie: sid, auth: { Authorization: `Bearer ${token}` } };
    },
  };
}
