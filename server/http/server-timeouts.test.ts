import http from "node:http";
import { describe, expect, it } from "vitest";
import { applyServerTimeouts, serverTimeouts } from "./server-timeouts";

describe("server timeouts", () => {
  it("keeps idle connections past a 60 s load balancer, headers a little longer, the request 2 min", () => {
    expect(serverTimeouts(75_000)).toEqual({ keepAliveTimeout: 75_000, headersTimeout: 76_000, requestTimeout: 120_000 });
  });

  it("never lets the headers' timeout exceed the request's (Node's rule)", () => {
    const t = serverTimeouts(3_600_000);
    expect(t.headersTimeout).toBeGreaterThan(t.keepAliveTimeout);
    expect(t.requestTimeout).toBeGreaterThanOrEqual(t.headersTimeout);
  });

  it("applies them to a Node server", () => {
    const server = http.createServer();
    applyServerTimeouts(server, 75_000);
    expect([server.keepAliveTimeout, server.headersTimeout, server.requestTimeout]).toEqual([75_000, 76_000, 120_000]);
  });
});
