import { describe, expect, it } from "vitest";
import { mayReload, RELOAD_GUARD_MS } from "./reload-guard";

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe("reload guard", () => {
  it("allows one reload per path per 10 s", () => {
    const store = memory();
    expect(mayReload("/", 0, store)).toBe(true);
    expect(mayReload("/", RELOAD_GUARD_MS - 1, store)).toBe(false);
    expect(mayReload("/en", 5, store)).toBe(true);
    expect(mayReload("/", RELOAD_GUARD_MS, store)).toBe(true);
  });

  it("survives damaged storage", () => {
    const store = memory();
    store.setItem("reload-guard", "{oops");
    expect(mayReload("/", 0, store)).toBe(true);
  });
});
