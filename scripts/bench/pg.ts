// A throwaway PostgreSQL 15 cluster in a temp folder on a free port (as the postgres user when
// running as root, since the server refuses root).
import { execSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bin = pgBin();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  const run = (cmd: string) => execSync(root ? `su postgres -s /bin/bash -c '${cmd}'` : cmd, { stdio: "pipe" });
  if (root) execSync(`chown postgres ${dir}`);
  run(`${bin}/initdb -D ${dir} -U postgres -A trust`);
  run(
    `${bin}/pg_ctl -D ${dir} -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on" -l ${dir}/log -w start`,
  );
  run(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres storefront`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/storefront`,
    dataDir: dir,
    stop: () => {
      run(`${bin}/pg_ctl -D ${dir} -m fast stop`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
