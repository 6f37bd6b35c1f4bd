// Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both are driven through drizzle's pg-core, so the schema and every query are the same.
import fs from "node:fs";
import { lockDataDir } from "./data-dir-lock";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { postgresListener } from "./notifications";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Cheap round trip for the health endpoint. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs fn while holding the database-wide start-up lock, so that several server processes
   * starting at once on one PostgreSQL migrate and seed one after the other.
   */
  exclusive<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates, backups). */
  dump?(): Promise<Blob>;
  /**
   * Calls onPayload for each NOTIFY on channel (from any process on the same database) until the
   * returned function is called. Best effort: a lost connection is reopened, and notifications
   * sent meanwhile are missed, so listeners keep a slow poll as well.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Advisory lock key of migrations and seeding ("pizza" in ASCII). */
const STARTUP_LOCK = 0x70697a7a61;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface OpenOptions {
  databaseUrl: string | null;
  /** PGlite data directory; null keeps it in memory. */
  pgliteDir: string | null;
  /** A PGlite data dir dump (tar) to start from instead of running initdb: fast test databases. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir, options.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // A lost server must answer quickly (503), not leave requests waiting for a connection forever.
  const pool = new Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  // Nor one in use (between the queries of a transaction): its query in flight gets the error.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(pool, { schema }) as unknown as Db;
  db.transaction = poolTransaction(pool, (client) => drizzle(client, { schema }) as unknown as Db);
  await db.execute(sql`select 1`);
  const listener = postgresListener(url);
  return {
    db,
    kind: "postgres",
    listen: listener.listen,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        try {
          return await fn(drizzle(client, { schema }) as unknown as Db);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      } finally {
        client.release();
      }
    },
  };
}

/**
 * drizzle's own pool transaction leaks its connection when BEGIN fails (the release sits in a
 * `finally` entered only after BEGIN), and gives back a connection whose ROLLBACK or COMMIT failed
 * as if it were healthy. Here the connection is always released, and destroyed rather than reused
 * whenever the failure was not the transaction body's own error (which drizzle rolled back).
 */
function poolTransaction(pool: import("pg").Pool, on: (client: import("pg").PoolClient) => Db): Db["transaction"] {
  return async (fn, config) => {
    const client = await pool.connect();
    const bodyFailed: { error?: unknown } = {};
    let broken: Error | undefined;
    try {
      return await on(client).transaction(async (tx) => {
        try {
          return await fn(tx);
        } catch (err) {
          bodyFailed.error = err;
          throw err;
        }
      }, config);
    } catch (err) {
      if (!("error" in bodyFailed) || err !== bodyFailed.error) broken = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(broken);
    }
  };
}

async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  // The board's search indexes use pg_trgm (migration 0010): every PGlite the app opens loads it.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockDataDir(dir) : () => {};
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create({ dataDir: dir ?? undefined, loadDataDir, extensions: { pg_trgm } });
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await stop();
      };
    },
    dump: () => client.dumpDataDir("gzip"),
    // One process owns a PGlite directory: nothing to wait for.
    exclusive: (fn) => fn(db),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Applies the committed migrations (idempotent); pass the db of `exclusive()` to serialise. */
export async function migrate(database: Database, db: Db = database.db): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(db as never, config);
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, config);
  }
}
