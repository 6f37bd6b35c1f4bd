// Opens, migrates and (when empty) seeds the database, then builds the app. Shared by the server
// entry point and the tests.
import path from "node:path";
import type { Config } from "./config";
import { getOrCreateSecret } from "./auth/secrets";
import { type Database, migrate, openDatabase } from "./db/client";
import { isEmpty, seedDemoChain } from "./db/seed/index";
import { type AppDeps, buildApp } from "./app";

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
