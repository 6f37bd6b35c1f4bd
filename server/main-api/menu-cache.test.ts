import { describe, expect, it } from "vitest";
import { TtlCache } from "./menu-cache";

describe("TTL cache", () => {
  it("loads once while fresh, again after expiry, and forgets failures", async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
    expect(await cache.get("k", load)).toBe(2);
    await expect(cache.get("bad", () => Promise.reject(new Error("db down")))).rejects.toThrow();
    expect(await cache.get("bad", load)).toBe(3);
  });
});
