// `npm run db:backup [-- FILE]`: a backup of the embedded database (PGlite in DATA_DIR) into FILE
// (default backups/storefront-<date>.tar.gz). The server must be stopped: its data directory is
// locked while it runs. With `--from URL` the backup is taken from the running server at URL
// instead (GET /api/operator/backup with OPERATOR_TOKEN). PostgreSQL: pg_dump (docs/operations.md).
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../server/config";
import { BackupError, backupDataDir, backupFileName } from "../server/db/backup";
import { DataDirInUse } from "../server/db/data-dir-lock";

const USAGE = "Usage: npm run db:backup -- [FILE]   |   npm run db:backup -- --from <server url> [FILE]  (with OPERATOR_TOKEN)";

async function fromServer(url: string, file: string, token: string | null) {
  if (!token) throw new BackupError("--from needs OPERATOR_TOKEN (an admin's bearer of the operator API)");
  const res = await fetch(`${url.replace(/\/+$/, "")}/api/operator/backup`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) throw new BackupError(`${url} answered ${res.status}: ${await res.text()}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(`${file}.partial`, bytes);
  fs.renameSync(`${file}.partial`, file);
  return bytes.length;
}

async function main() {
  const args = process.argv.slice(2);
  const fromAt = args.indexOf("--from");
  const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
  if (fromAt >= 0 && !from) throw new BackupError(USAGE);
  const rest = args.filter((_, i) => fromAt < 0 || (i !== fromAt && i !== fromAt + 1));
  if (rest.length > 1 || rest[0]?.startsWith("-")) throw new BackupError(USAGE);
  const file = rest[0] ?? path.join("backups", backupFileName(new Date()));
  const config = loadConfig({ ...process.env, NODE_ENV: "development" });
  if (!from && config.databaseUrl) throw new BackupError("DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md)");
  const bytes = from ? await fromServer(from, file, config.operatorToken) : await backupDataDir(config.dataDir, file);
  console.log(`Backup written: ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
}

main().catch((err) => {
  console.error(err instanceof BackupError || err instanceof DataDirInUse ? err.message : err);
  process.exit(1);
});
