// A production start, as a chain runs it: the compiled server (dist/server/index.js, what
// `npm run serve` runs) with NODE_ENV=production. Unsafe settings stop it with a message naming
// them; valid ones start an empty store (no demo menu, no demo staff) with Secure cookies, whose
// first admin comes from `npm run operator -- staff add`; idle connections outlive a load
// balancer's idle timeout; and a second start on the same data takes well under 2 s.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DIST, SERVER_ENTRY } from "./support/server";
import { signInitData } from "./support/telegram";
import { waitUntil } from "./support/waits";

const OPERATOR_TOKEN = "production-operator-token-for-the-e2e-test-0123456789";
const BOT_TOKEN = "1234567890:PROD-test-token-not-a-real-bot";

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Milliseconds from spawn to the "listening" line, once it came. */
  listening: Promise<number>;
}

/** The compiled server with only the given settings (nothing of this process's environment leaks in but PATH). */
function run(env: Record<string, string>): Started {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", DIST_DIR: DIST, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let onListening: (ms: number) => void = () => {};
  const listening = new Promise<number>((resolve) => (onListening = resolve));
  const record = (d: Buffer) => {
    output += d;
    if (output.includes("Storefront listening")) onListening(performance.now() - started);
  };
  child.stdout.on("data", record);
  child.stderr.on("data", record);
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output: () => output, exited, listening };
}

async function stop(server: Started): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill("SIGTERM");
  return server.exited;
}

const dataDirs: string[] = [];
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-production-"));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("production start refusals", () => {
  it("without settings it exits non-zero naming PUBLIC_URL and CODE_SENDER", async () => {
    const server = run({ NODE_ENV: "production", DATA_DIR: dataDir(), PORT: "0" });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain("PUBLIC_URL");
    expect(server.output()).toContain("CODE_SENDER");
    expect(server.output()).not.toContain("listening");
  });

  it("with a short OPERATOR_TOKEN it exits non-zero naming OPERATOR_TOKEN", async () => {
    const server = run({
      NODE_ENV: "production",
      DATA_DIR: dataDir(),
      PORT: "0",
      PUBLIC_URL: "https://pizza.example",
      CODE_SENDER: "eskiz",
      ESKIZ_EMAIL: "shop@example.com",
      ESKIZ_PASSWORD: "secret",
      OPERATOR_TOKEN: "secret",
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/OPERATOR_TOKEN: must be at least 32 characters/);
    expect(server.output()).not.toContain("PUBLIC_URL");
  });
});

describe("a valid production start", () => {
  const dir = dataDir();
  let port = 0;
  let server: Started;
  const settings = () => ({
    NODE_ENV: "production",
    DATA_DIR: dir,
    PORT: String(port),
    PUBLIC_URL: "https://pizza.example",
    // Fake Eskiz credentials; nothing listens at its address, and no code is asked for here.
    CODE_SENDER: "eskiz",
    ESKIZ_EMAIL: "shop@example.com",
    ESKIZ_PASSWORD: "not-a-real-password",
    ESKIZ_URL: "http://127.0.0.1:9",
    OPERATOR_TOKEN,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: "http://127.0.0.1:9",
  });
  const base = () => `http://127.0.0.1:${port}`;
  const operator = (p: string) => fetch(`${base()}/api/operator${p}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });

  afterAll(async () => {
    if (server) await stop(server);
  });

  it("starts on an empty database with no demo data and no staff, and says how to add the first admin", async () => {
    port = await freePort();
    server = run(settings());
    await Promise.race([server.listening, server.exited.then((code) => Promise.reject(new Error(`exited ${code}:\n${server.output()}`)))]);
    expect((await fetch(`${base()}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${base()}/api/regions`)).json()).toEqual([]);
    const restaurants = (await (await fetch(`${base()}/api/restaurants/List`)).json()) as unknown[];
    expect(restaurants).toEqual([]);
    expect((await fetch(`${base()}/api/shop`)).status).not.toBe(200);
    const staff = await operator("/staff");
    expect(staff.status).toBe(200);
    expect(await staff.json()).toEqual([]);
    await waitUntil(() => server.output().includes("No staff yet"), "the server's notice of no staff");
    expect(server.output()).toContain("No staff yet");
    expect(server.output()).toContain("npm run operator -- staff add");
    expect(server.output()).not.toContain("demo admin");
  }, 60_000);

  it("sets Secure cookies", async () => {
    const initData = signInitData({ id: 777001, first_name: "Prod" }, { token: BOT_TOKEN });
    const res = await fetch(`${base()}/api/auth/telegram`, { method: "POST", headers: { authorization: `tma ${initData}` } });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
  });

  it("takes its first admin from npm run operator -- staff add", () => {
    const add = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/operator.ts", "staff", "add", "+998901234567", "First admin", "admin"],
      { env: { ...process.env, BASE_URL: base(), OPERATOR_TOKEN }, encoding: "utf8" },
    );
    expect(add.stderr).toBe("");
    expect(add.stdout).toMatch(/Added #\d+: First admin \(admin\)/);
    const list = spawnSync(process.execPath, ["--import", "tsx", "scripts/operator.ts", "staff", "list"], {
      env: { ...process.env, BASE_URL: base(), OPERATOR_TOKEN },
      encoding: "utf8",
    });
    expect(list.stdout).toContain("+998901234567");
  });

  it("keeps an idle connection open past Node's 5 s default (KEEP_ALIVE_TIMEOUT, 75 s)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; keepAlive?: string; reused: boolean; localPort?: number }>((resolve, reject) => {
        const req = http.get(`${base()}/api/health`, { agent }, (res) => {
          res.resume();
          res.on("end", () =>
            resolve({
              status: res.statusCode,
              keepAlive: String(res.headers["keep-alive"]),
              reused: req.reusedSocket,
              localPort: req.socket?.localPort,
            }),
          );
        });
        req.on("error", reject);
      });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.keepAlive).toBe("timeout=75");
    await new Promise((r) => setTimeout(r, 6_000));
    const second = await get();
    expect(second.status).toBe(200);
    expect(second.reused).toBe(true);
    expect(second.localPort).toBe(first.localPort);
    agent.destroy();
  }, 20_000);

  it("restarts on its data quickly, with its staff and still no demo data", async () => {
    expect(await stop(server)).toBe(0);
    server = run(settings());
    const ms = await Promise.race([
      server.listening,
      server.exited.then((code) => Promise.reject(new Error(`exited ${code}:\n${server.output()}`))),
    ]);
    // The goal is under 2 s: about 1 s on an idle two-core machine. A machine busy with other work
    // (the load average above one per core) stretches every start, so the bound grows with it.
    const busy = os.loadavg()[0] / os.cpus().length;
    const bound = 2_000 * Math.max(1.5, busy);
    console.log(`production server: second start ${Math.round(ms)} ms from spawn to listening (load ${busy.toFixed(1)} per core)`);
    expect(ms).toBeLessThan(bound);
    await waitUntil(() => server.output().includes("Staff console"), "the server's console notice");
    expect(server.output()).toContain("Staff console");
    expect(server.output()).not.toContain("No staff yet");
    expect(await (await fetch(`${base()}/api/regions`)).json()).toEqual([]);
  }, 60_000);
});
