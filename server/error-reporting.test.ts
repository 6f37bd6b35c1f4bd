// A server error reaches the error reporter: real Sentry SDK, real HTTP, a local receiver.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startErrorReceiver } from "../e2e/support/error-receiver";
import { flushErrorReports, startServerErrorReporting } from "./error-reporting";
import { createTestApp } from "./test/test-app";

let receiver: Awaited<ReturnType<typeof startErrorReceiver>>;
beforeAll(async () => {
  receiver = await startErrorReceiver();
  await startServerErrorReporting(receiver.dsn);
});
afterAll(() => receiver.close());

describe("server error reporting", () => {
  it("reports an unexpected error (the database gone) and answers a plain 500", async () => {
    const t = await createTestApp();
    await t.close();
    const res = await t.get("/api/restaurants/List");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "Internal server error", code: "internal" });
    await flushErrorReports();
    const envelope = await receiver.waitFor('"type":"event"');
    expect(envelope).toMatch(/exception/);
  });
});
