// Starts N bare order servers (scripts/bench/bare-orders-server.ts) on one PostgreSQL and loads
// them together, as the real servers are loaded: the reference the orders figure is divided by.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { cpuByPid, cpuSince } from "./cpu";

async function startBare(databaseUrl: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/bare-orders-server.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    });
    child.on("exit", (code) => reject(new Error(`bare order server exited (${code})`)));
  });
  return {
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        child.once("exit", () => r());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Orders/s of `processes` bare servers, and the CPU milliseconds per request of those servers and
 * of `databasePids()` (the database's processes, listed again at the end for backends started meanwhile).
 */
export async function bareOrdersPerSecond(
  databaseUrl: string,
  processes: number,
  durationS: number,
  body: string,
  databasePids: () => number[] = () => [],
) {
  // One after another: each creates the table if missing, and two creating it at once can collide.
  const servers: Awaited<ReturnType<typeof startBare>>[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startBare(databaseUrl));
  try {
    const pids = servers.map((s) => s.pid);
    const before = cpuByPid([...pids, ...databasePids()]);
    const results = await Promise.all(
      servers.map((s) =>
        autocannon({
          url: `${s.url}/`,
          connections: 50,
          duration: durationS,
          method: "POST",
          body,
          headers: { "Content-Type": "application/json" },
        }),
      ),
    );
    const ok = results.reduce((sum, r) => sum + r.requests.total - r.non2xx, 0);
    const serverCpu = cpuSince(before, pids);
    const databaseCpu = cpuSince(before, databasePids());
    return {
      perSecond: Math.round(ok / durationS),
      non2xx: results.reduce((s, r) => s + r.non2xx + r.errors, 0),
      /** CPU ms per request: the bare servers', the database's. */
      cpu: { server: serverCpu / Math.max(ok, 1), database: databaseCpu / Math.max(ok, 1) },
    };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
