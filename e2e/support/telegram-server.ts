// The server a mini-app browser test runs against: its own copy of the build (another run may
// rebuild dist/ meanwhile), Telegram's Bot API faked on loopback (TELEGRAM_API_ROOT), the dev bot
// token its init data is signed with, and the suite's business clock; `env` adds the test's own
// settings (a payment provider, a webhook secret).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type FakeBotApi, startFakeBotApi } from "../../server/bot/test/fake-bot-api";
import { clockEnv } from "./clock";
import { DIST, type RunningServer, startServer } from "./server";
import { DEV_BOT_TOKEN } from "./telegram";

export interface TelegramServer {
  server: RunningServer;
  fake: FakeBotApi;
  /** Stops the server and the fake, and removes the build's copy. */
  stop: () => Promise<void>;
}

export async function startTelegramServer(name: string, env: Record<string, string> = {}): Promise<TelegramServer> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `dist-${name}-`));
  fs.cpSync(process.env.TELEGRAM_E2E_DIST ?? DIST, dist, { recursive: true });
  const fake = await startFakeBotApi();
  try {
    const server = await startServer({
      ...clockEnv(inject("clockOffset")),
      DIST_DIR: dist,
      TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN,
      TELEGRAM_API_ROOT: fake.apiRoot,
      ...env,
    });
    const stop = async () => {
      await server.stop();
      await fake.close();
      fs.rmSync(dist, { recursive: true, force: true });
    };
    return { server, fake, stop };
  } catch (err) {
    await fake.close();
    fs.rmSync(dist, { recursive: true, force: true });
    throw err;
  }
}
