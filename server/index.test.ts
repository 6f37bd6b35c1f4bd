// The server process itself: a wrong setting stops it with a message naming the variable, and
// SIGTERM closes the database and exits cleanly (an unclosed PGlite would keep Node alive).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, HOST: "127.0.0.1", SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

describe("server process", () => {
  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ API_BASE_URL: "ftp://x" }, "API_BASE_URL"],
  ])("refuses to start with %o and names %s", async (env, name) => {
    const server = run(env);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain(name);
  });

  it("shuts down on SIGTERM, closing the database", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-shutdown-"));
    const server = run({ PORT: "0", DATA_DIR: dataDir });
    const deadline = Date.now() + 60_000;
    while (!server.output().includes("listening") && Date.now() < deadline && server.child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(server.output()).toContain("listening");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: shutting down");
    expect(server.output()).toContain("Database closed");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 90_000);
});
