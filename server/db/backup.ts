// Backups of the embedded database (PGlite). A backup is one file: the data directory as PGlite
// dumps it (a gzipped tar), holding everything the store keeps — orders, customers, staff, the
// audit, product photos and CVs (both live in the database), secrets. PostgreSQL deployments use
// pg_dump instead (docs/operations.md).
import fs from "node:fs";
import path from "node:path";
import { type Database, openDatabase } from "./client";

export class BackupError extends Error {}

/** Writes the open database's dump to `file` (through a temporary file: never half a backup). */
export async function writeBackup(database: Database, file: string): Promise<number> {
  if (!database.dump) throw new BackupError("Only the embedded database (PGlite) is backed up this way: use pg_dump for PostgreSQL");
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return bytes.length;
}

/** Backs up the PGlite database of `dataDir` while no server has it open (its lock says so). */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  const dir = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new BackupError(`There is no database in ${dir}`);
  const database = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  try {
    return await writeBackup(database, file);
  } finally {
    await database.close();
  }
}

/** Restores a backup into an empty `dataDir`; refuses to overwrite a database. */
export async function restoreDataDir(file: string, dataDir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const dir = path.join(dataDir, "pglite");
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupError(`${dir} is not empty: restore into an empty DATA_DIR (move the current database away first)`);
  const blob = new Blob([fs.readFileSync(file)]);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: null, pgliteDir: dir, loadDataDir: blob });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new BackupError(`${file} is not a backup of this store (${err instanceof Error ? err.message : String(err)})`);
  }
  try {
    await database.ping();
  } finally {
    await database.close();
  }
}

/** `storefront-2026-11-24T19-05.tar.gz` */
export const backupFileName = (now: Date) => `storefront-${now.toISOString().slice(0, 16).replace(":", "-")}.tar.gz`;
