// Opens, migrates and (when empty) seeds the database, then builds the app. Shared by the server
// entry point and the tests.
import path from "node:path";
import type { Config } from "./config";
import { getOrCreateSecret } from "./auth/secrets";
import { type Database, migrate, openDatabase } from "./db/client";
import { isEmpty, seedDemoChain } from "./db/seed/index";
import { type AppDeps, buildApp } from "./app";
import { botService } from "./bot/service";
import { setupBot } from "./bot/setup";
import { errorFields, log } from "./log";
import { startExpiryJob } from "./payments/expiry";

export async function prepareDatabase(config: Config, loadDataDir?: Blob): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
    loadDataDir,
  });
  try {
    await database.exclusive(async (db) => {
      await migrate(database, db);
      if (config.seedDemo && (await isEmpty(db))) await seedDemoChain(db);
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

export async function createServerApp(config: Config, database: Database, extra: Pick<AppDeps, "codeSender" | "clock"> = {}) {
  const tokenSecret = config.tokenSecret ?? (await getOrCreateSecret(database.db, "token"));
  // Stored under the wire's name "hr" (renaming it would sign new tokens on every existing database).
  const careersSecret = await getOrCreateSecret(database.db, "hr");
  const tgSecret = await getOrCreateSecret(database.db, "tg");
  return buildApp({ config, database, tokenSecret, careersSecret, tgSecret, ...extra });
}

/**
 * Starts the bot's outbox sender in this process (each process runs one; they share the outbox
 * without double sending) when it has PUBLIC_URL or an operators' chat, and, with TELEGRAM_SETUP_ON_START=true, registers the webhook, menu
 * button and commands. Without a configured bot it does nothing. Returns the stop function.
 */
export async function startBot(config: Config, database: Database): Promise<() => Promise<void>> {
  const service = botService(database);
  if (!service) return async () => {};
  if (config.telegramSetupOnStart) {
    try {
      for (const line of await setupBot(service.bot.api, config)) log("info", `Telegram set-up: ${line}`);
    } catch (err) {
      log("error", "Telegram set-up failed (the server carries on; run npm run telegram:setup)", errorFields(err));
    }
  }
  // Nowhere to send or point to (a development token): the outbox rows stay unsent.
  if (config.publicUrl || config.telegramOperatorChatId !== null) {
    await service.outbox.start();
    service.broadcasts.start();
  } else log("info", "Telegram messages off: set PUBLIC_URL (and TELEGRAM_OPERATOR_CHAT_ID) to send them");
  const prune = setInterval(() => void service.prune().catch(() => undefined), 3600_000);
  prune.unref();
  return async () => {
    clearInterval(prune);
    await service.close();
  };
}

/**
 * The payment window in this process (docs/payments.md): every 30 s, unpaid online orders past
 * their payment_due_at are cancelled (payment_expired). Every process may run it: each order is
 * re-checked under its lock. Returns the stop function.
 */
export function startPaymentExpiry(database: Database, clock: () => Date = () => new Date()): () => Promise<void> {
  const job = startExpiryJob(database.db, clock, (err) =>
    log("warn", "payment expiry pass failed; the next one retries", errorFields(err)),
  );
  return () => job.close();
}
