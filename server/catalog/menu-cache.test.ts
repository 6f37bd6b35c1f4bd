import { describe, expect, it } from "vitest";
import { menuChanged, onMenuChange, TtlCache } from "./menu-cache";

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

describe("menu changes", () => {
  it("clear the caches of the changed database only", async () => {
    const [dbA, dbB] = [{}, {}];
    const [a, b] = [new TtlCache<number>(60_000), new TtlCache<number>(60_000)];
    onMenuChange(dbA, () => a.clear());
    onMenuChange(dbB, () => b.clear());
    let loads = 0;
    const load = async () => ++loads;
    await a.get("menu", load);
    await b.get("menu", load);
    menuChanged(dbA);
    expect(await a.get("menu", load)).toBe(3);
    expect(await b.get("menu", load)).toBe(2);
  });
});
