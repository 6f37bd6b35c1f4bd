// A PostgreSQL cluster of our own in a temp dir (the Debian binaries, run as the `postgres` user
// when we are root), on a free loopback port, that the tests can stop and start under traffic.
// Or the server of DATABASE_URL, where a fresh database is created for a test.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort, tempDir } from "./server";

function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1)!, "bin") : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Why our own cluster cannot run here, or null when it can. */
export function clusterUnavailable(): string | null {
  if (!pgBin()) return "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (Debian package `postgresql`)";
  if (isRoot()) {
    try {
      fs.accessSync("/etc/passwd");
      if (
        !fs
          .readFileSync("/etc/passwd", "utf8")
          .split("\n")
          .some((l) => l.startsWith("postgres:"))
      )
        return "no `postgres` user to run PostgreSQL as";
    } catch {
      return "cannot read /etc/passwd";
    }
  }
  return null;
}

function run(file: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [cmd, argv] = isRoot()
    ? ["su", ["postgres", "-s", "/bin/sh", "-c", [file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(" ")]]
    : [file, args];
  return new Promise((resolve, reject) =>
    execFile(cmd as string, argv as string[], { timeout: timeoutMs }, (err, stdout, stderr) =>
      err ? reject(new Error(`${file} ${args.join(" ")}: ${err.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

export interface Cluster {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const bin = pgBin()!;
  const dir = tempDir("pg");
  const data = path.join(dir, "data");
  if (isRoot())
    await new Promise<void>((resolve, reject) => execFile("chown", ["-R", "postgres", dir], (e) => (e ? reject(e) : resolve())));
  const port = await freePort();
  await run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const ctl = (...args: string[]) => run(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const start = async () => {
    await ctl(
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "start",
    );
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => void (await ctl("-m", "fast", "-w", "-t", "60", "stop")),
    destroy: async () => {
      await ctl("-m", "immediate", "-w", "stop").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new empty database on the server of `url`; returns its URL and a function that drops it. */
export async function createDatabase(url: string) {
  const { Client } = await import("pg");
  const name = `storefront_rel_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
