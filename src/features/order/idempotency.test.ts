import { describe, expect, it } from "vitest";
import { keyFor, parseKeyState } from "./idempotency";

describe("the order's idempotency key", () => {
  it("is reused for the same body and replaced for another", () => {
    let n = 0;
    const next = () => `k${++n}`;
    const first = keyFor(null, "a", next);
    expect(keyFor(first, "a", next)).toBe(first);
    expect(keyFor(first, "b", next)).toEqual({ key: "k2", signature: "b" });
  });

  it("is read back from storage only when it is one the server would take", () => {
    expect(parseKeyState({ key: "3f2a-9", signature: "[]" })).toEqual({ key: "3f2a-9", signature: "[]" });
    expect(parseKeyState({ key: "has space", signature: "[]" })).toBeNull();
    expect(parseKeyState({ key: "x".repeat(101), signature: "[]" })).toBeNull();
    expect(parseKeyState({ key: "k" })).toBeNull();
    expect(parseKeyState("junk")).toBeNull();
  });
});
