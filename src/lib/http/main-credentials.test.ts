import { describe, expect, it, vi } from "vitest";
import type { Credentials } from "./client";
import { resettableCredentials } from "./main-credentials";

describe("resettable credentials", () => {
  it("asks for fresh credentials once after a reset (sign-in or sign-out), cached ones otherwise", async () => {
    const headers = vi.fn(async (fresh: boolean) => ({ Authorization: fresh ? "Bearer new" : "Bearer cached" }));
    const creds = resettableCredentials({ headers } as Credentials);
    expect(await creds.headers(false)).toEqual({ Authorization: "Bearer cached" });
    creds.reset();
    expect(await creds.headers(false)).toEqual({ Authorization: "Bearer new" });
    expect(await creds.headers(false)).toEqual({ Authorization: "Bearer cached" });
    expect(await creds.headers(true)).toEqual({ Authorization: "Bearer new" });
  });
});
