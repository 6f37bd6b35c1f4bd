import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./client-address";

async function seen(trustProxy: number, headers: Record<string, string>, remoteAddress?: string) {
  const app = new Hono();
  app.get("/", (c) => c.json({ address: clientAddress(c, trustProxy) }));
  const env = remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } };
  const res = await app.request("/", { headers }, env);
  return ((await res.json()) as { address: string | null }).address;
}

describe("clientAddress", () => {
  it("takes the socket's address and ignores X-Forwarded-For unless proxies are trusted", async () => {
    expect(await seen(0, { "X-Forwarded-For": "6.6.6.6" }, "10.0.0.7")).toBe("10.0.0.7");
    expect(await seen(0, {}, "::ffff:10.0.0.7")).toBe("10.0.0.7");
  });

  it("takes the address as many hops from the right as TRUST_PROXY says", async () => {
    expect(await seen(1, { "X-Forwarded-For": "6.6.6.6, 203.0.113.9" }, "10.0.0.1")).toBe("203.0.113.9");
    expect(await seen(2, { "X-Forwarded-For": "6.6.6.6, 203.0.113.9, 10.0.0.2" }, "10.0.0.1")).toBe("203.0.113.9");
    // Fewer hops than trusted: the leftmost one; junk in the header: the socket.
    expect(await seen(3, { "X-Forwarded-For": "203.0.113.9" }, "10.0.0.1")).toBe("203.0.113.9");
    expect(await seen(1, { "X-Forwarded-For": "not an address" }, "10.0.0.1")).toBe("10.0.0.1");
  });

  it("is null in process (no socket) unless a trusted proxy named one", async () => {
    expect(await seen(0, { "X-Forwarded-For": "6.6.6.6" })).toBeNull();
    expect(await seen(1, { "X-Forwarded-For": "203.0.113.9" })).toBe("203.0.113.9");
  });

  it("keeps one key per IPv6 /64", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("x")).toBeNull();
  });
});
