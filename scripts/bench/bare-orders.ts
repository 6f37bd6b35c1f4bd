// Starts N bare order servers (scripts/bench/bare-orders-server.ts) on one PostgreSQL and loads
// them together, as the real servers are loaded: the reference the orders figure is divided by.
import { spawn } from "node:child_process";
import autocannon from "autocannon";

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
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((r) => {
        child.once("exit", () => r());
        child.kill("SIGTERM");
      }),
  };
}

export async function bareOrdersPerSecond(databaseUrl: string, processes: number, durationS: number, body: string) {
  // One after another: each creates the table if missing, and two creating it at once can collide.
  const servers: Awaited<ReturnType<typeof startBare>>[] = [];
  for (let i = 0; i < processes; i++) servers.push(await startBare(databaseUrl));
  try {
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
    return { perSecond: Math.round(ok / durationS), non2xx: results.reduce((s, r) => s + r.non2xx + r.errors, 0) };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}
