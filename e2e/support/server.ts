// Starts the production server (the built app in dist/, served by the compiled server
// dist/server/index.js) on a free port with its own fresh PGlite data directory, exactly as
// `npm run serve` does.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, also kept in this file for the tests (sign-in codes). */
  logFile: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

/** The build under test: DIST_DIR may point at another one (a clean checkout's, say). */
export const DIST = process.env.DIST_DIR ?? "dist";

/**
 * The compiled server of the build under test (`npm run build` writes it). It runs from DIST even
 * when a test points DIST_DIR at a copy of the app elsewhere: it finds its packages in the
 * node_modules of a folder above it, which a copy in the system's temporary folder has not.
 */
export const SERVER_ENTRY = path.join(DIST, "server", "index.js");

/** The operator API's bearer in browser tests. */
export const E2E_OPERATOR_TOKEN = "e2e-operator-token";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

export interface ServerOptions {
  /** Extra `node` arguments for the server process (a profiler, say). */
  nodeArgs?: string[];
  /**
   * The server writes its log straight into the log file instead of through this process, as it
   * would to a file in production: a load generator in this process then does not also carry
   * the server's log.
   */
  logStraightToFile?: boolean;
}

export async function startServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const dist = env.DIST_DIR ?? DIST;
  if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error(`${dist}/ is missing: run \`npm run build\` before the browser tests`);
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` (it builds the server too)`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-e2e-"));
  let piped = "";
  const logFile = path.join(dataDir, "server.log");
  const logFd = options.logStraightToFile ? fs.openSync(logFile, "a") : null;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    // Every browser of the run signs in from 127.0.0.1: no limit per address on sign-in codes.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      AUTH_CODES_PER_ADDRESS: "100000",
      ...env,
    },
    stdio: ["ignore", logFd ?? "pipe", logFd ?? "pipe"],
  });
  if (logFd !== null) fs.closeSync(logFd);
  const record = (d: Buffer) => {
    piped += d;
    fs.appendFileSync(logFile, d);
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  const log = () => (logFd === null ? piped : fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "");
  let stopping = false;
  // A server that dies under the tests says why, instead of leaving only "connection refused".
  child.once("exit", (code, signal) => {
    if (!stopping)
      process.stderr.write(
        `\n✖ The e2e server exited unexpectedly (code ${code}, signal ${signal}). Its last output:\n${log().slice(-4000)}\n`,
      );
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    logFile,
    process: child,
    output: log,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill("SIGTERM");
      }),
  };
}
