// Test databases. Creating a PGlite database (initdb) costs seconds, so the suite builds one
// migrated and seeded template once and every test file starts from a copy of it. With
// DATABASE_URL set the same suite runs on PostgreSQL: the template is a real database and each
// test file gets its own copy (CREATE DATABASE … TEMPLATE …).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { type Database, migrate, openDatabase } from "../db/client";
import { seedDemoChain } from "../db/seed/index";

export const TEMPLATE_FILE = path.resolve(".test-data/pglite-template.tar.gz");
const PG_TEMPLATE = "storefront_test_template";

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, statements: string[]) {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/** Builds the template once per test run. */
export async function buildTemplate(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl) {
    await adminQuery(databaseUrl, [`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`, `CREATE DATABASE ${PG_TEMPLATE}`]);
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, PG_TEMPLATE), pgliteDir: null });
    await migrate(database);
    await seedDemoChain(database.db);
    await database.close();
    return;
  }
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(database);
  await seedDemoChain(database.db);
  const dump = await database.dump!();
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

/** PostgreSQL only: a new empty database; returns its URL and a function that drops it. */
export async function createEmptyPgDatabase(databaseUrl: string) {
  const name = `storefront_empty_${randomBytes(6).toString("hex")}`;
  await adminQuery(databaseUrl, [`CREATE DATABASE ${name}`]);
  return {
    url: withDatabase(databaseUrl, name),
    drop: () => adminQuery(databaseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

/** A fresh copy of the template for one test file; close() also drops a PostgreSQL copy. */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `storefront_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(databaseUrl, [`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`]);
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), pgliteDir: null });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(databaseUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      },
    };
  }
  const blob = new Blob([fs.readFileSync(TEMPLATE_FILE)]);
  return openDatabase({ databaseUrl: null, pgliteDir: null, loadDataDir: blob });
}
