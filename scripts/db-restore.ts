// `npm run db:restore -- FILE`: restores a backup made by `npm run db:backup` into DATA_DIR, which
// must hold no database yet (move the current one away first). Start the server afterwards.
import { loadConfig } from "../server/config";
import { BackupError, restoreDataDir } from "../server/db/backup";
import { DataDirInUse } from "../server/db/data-dir-lock";

async function main() {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) throw new BackupError("Usage: npm run db:restore -- FILE");
  const config = loadConfig({ ...process.env, NODE_ENV: "development" });
  if (config.databaseUrl) throw new BackupError("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md)");
  await restoreDataDir(file, config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir}`);
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof DataDirInUse ? err.message : err);
  process.exit(1);
});
