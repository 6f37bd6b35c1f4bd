// A real server process (server/index.ts, as `npm run serve` runs it) on a free loopback port,
// with its own PGlite DATA_DIR or a DATABASE_URL. Unlike e2e/support/server.ts it can be killed
// with SIGKILL and started again on the same data directory.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** At least 32 characters: a production start refuses a shorter one. */
export const OPERATOR_TOKEN = "reliability-operator-token-32-characters-or-more";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

const made: string[] = [];

/** A fresh temp dir of this run (data dirs, clusters); removeTempDirs() removes them all. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-rel-${prefix}-`));
  made.push(dir);
  return dir;
}

/** Removes the temp dirs made by this test file (kept with RELIABILITY_KEEP=1, to read the logs). */
export function removeTempDirs(): void {
  if (process.env.RELIABILITY_KEEP === "1") return void console.log(`[reliability] kept: ${made.join(" ")}`);
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed (sign-in codes are read from it). */
  logFile: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit (the server closes its database). */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit. */
  kill(): Promise<void>;
}

export interface StartOptions {
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer 200. */
  timeoutMs?: number;
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDir("data");
  const logFile = path.join(dataDir, "server.log");
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      // A production start, with what production asks for: demo data said explicitly (so the log
      // sender and the demo chain are allowed), an https public address, a long operator token.
      NODE_ENV: "production",
      SEED_DEMO: "true",
      PUBLIC_URL: "https://storefront.reliability.test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      OPERATOR_TOKEN,
      LOG_LEVEL: "info",
      SENTRY_DSN: "",
      // Every client of the suite is 127.0.0.1: the sign-in limit per address would stop the
      // customers the checks sign in (attacks.test.ts sets its own limits).
      AUTH_CODES_PER_ADDRESS: "100000",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out = fs.createWriteStream(logFile, { flags: "a" });
  child.stdout!.pipe(out, { end: false });
  child.stderr!.pipe(out, { end: false });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start in time:\n${tail(logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { baseUrl, port, dataDir, logFile, child, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}

export function tail(file: string, chars = 4000): string {
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").slice(-chars) : "(no log)";
}
