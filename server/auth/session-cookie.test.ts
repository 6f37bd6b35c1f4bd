// Behind TLS the session cookie must survive Telegram Web's iframe, where browsers partition or
// block third-party cookies: SameSite=None; Secure; Partitioned — and signing out clears that one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ COOKIE_SECURE: "true" });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("the session cookie behind TLS", () => {
  it("is SameSite=None, Secure, HttpOnly and Partitioned; logout clears it with the same attributes", async () => {
    await post("/api/auth/code", { phone: "+998901000071" });
    const res = await post("/api/auth/verify", { phone: "+998901000071", code: t.codes.at(-1)!.code });
    const cookie = res.headers.get("set-cookie")!;
    for (const attribute of ["HttpOnly", "Secure", "SameSite=None", "Partitioned", "Path=/"]) expect(cookie).toContain(attribute);
    const sid = cookie.split(";")[0];
    const out = await post("/api/auth/logout", {}, { Cookie: sid });
    const cleared = out.headers.get("set-cookie")!;
    expect(cleared).toMatch(/^sid=;/);
    expect(cleared).toContain("Max-Age=0");
    expect(cleared).toContain("Partitioned");
    expect(cleared).toContain("Secure");
  });
});
