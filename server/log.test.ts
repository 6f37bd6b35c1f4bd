import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "./test/test-app";
import { setLogLevel } from "./log";

afterEach(() => vi.restoreAllMocks());

describe("structured logs", () => {
  it("write one JSON line per request with its id, which the answer carries too, and no query", async () => {
    const t = await createTestApp();
    setLogLevel("info");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const res = await t.get("/api/restaurants/GetByLocation?latitude=41.3&longitude=69.2", { headers: { "X-Request-Id": "req-42" } });
    vi.restoreAllMocks();
    setLogLevel("warn");
    await t.close();
    expect(res.headers.get("x-request-id")).toBe("req-42");
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const entry = entries.find((e) => e.msg === "request")!;
    expect(entry).toMatchObject({ level: "info", requestId: "req-42", method: "GET", path: "/api/restaurants/GetByLocation", status: 200 });
    expect(JSON.stringify(entries)).not.toContain("41.3");
  });
});
