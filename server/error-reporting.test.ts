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
  it("reports an unexpected error (a bug in a query) and answers a plain 500", async () => {
    const t = await createTestApp();
    // A programming error where the restaurant list is read (not a lost database, which is a 503).
    t.database.db.select = (() => {
      throw new Error("server-bug-for-the-reporter");
    }) as never;
    const res = await t.get("/api/restaurants/List");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "Internal server error", code: "internal" });
    await flushErrorReports();
    const envelope = await receiver.waitFor("server-bug-for-the-reporter");
    expect(envelope).toMatch(/exception/);
    await t.close();
  });
});
