import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "./test/test-app";
import { log, setLogLevel } from "./log";

afterEach(() => vi.restoreAllMocks());

describe("structured logs", () => {
  it("write one JSON line per request with its id, which the answer carries too, and no query", async () => {
    const t = await createTestApp();
    setLogLevel("info");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const res = await t.get("/api/restaurants/GetByLocation?latitude=41.3&longitude=69.2", { headers: { "X-Request-Id": "req-42" } });
    // Info lines go out at the end of the event loop's turn.
    await new Promise((resolve) => setImmediate(resolve));
    vi.restoreAllMocks();
    setLogLevel("warn");
    await t.close();
    expect(res.headers.get("x-request-id")).toBe("req-42");
    const entries = lines
      .join("")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const entry = entries.find((e) => e.msg === "request")!;
    expect(entry).toMatchObject({ level: "info", requestId: "req-42", method: "GET", path: "/api/restaurants/GetByLocation", status: 200 });
    expect(JSON.stringify(entries)).not.toContain("41.3");
  });

  it("writes the info lines of one event-loop turn together, in order, and warnings at once", async () => {
    setLogLevel("info");
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      out.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      err.push(String(chunk));
      return true;
    });
    log("info", "one");
    log("info", "two");
    expect(out).toEqual([]);
    log("warn", "careful");
    // A warning first writes what was waiting, so the lines keep their order.
    expect(out).toHaveLength(1);
    expect(err).toHaveLength(1);
    log("info", "three");
    await new Promise((resolve) => setImmediate(resolve));
    vi.restoreAllMocks();
    setLogLevel("warn");
    expect(
      out.map((chunk) =>
        chunk
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l).msg),
      ),
    ).toEqual([["one", "two"], ["three"]]);
  });
});

describe("what a log line may carry", () => {
  it("caps every value and leaves a failed query's parameters out", async () => {
    setLogLevel("info");
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      err.push(String(chunk));
      return true;
    });
    const { errorFields } = await import("./log");
    const cv = "%PDF-1.4 ".repeat(20_000);
    const failed = new Error(`Failed query: insert into "applications" ("name", "cv") values ($1, $2)\nparams: Aziza Karimova,${cv}`, {
      cause: new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    });
    log("error", "unhandled error", { ...errorFields(failed), body: cv, nested: { deeper: { deepest: { file: cv } } } });
    vi.restoreAllMocks();
    setLogLevel("warn");
    const line = err.join("");
    expect(line.length).toBeLessThan(5_000);
    expect(line).not.toContain("Aziza");
    expect(line).toContain("params: [not logged]");
    expect(line).toContain("invalid byte sequence");
    const entry = JSON.parse(line) as { body: string };
    expect(entry.body.length).toBeLessThan(400);
  });
});
