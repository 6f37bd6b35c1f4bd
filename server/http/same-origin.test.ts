// Login CSRF and friends: another site's form cannot sign a visitor in or change anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: string, headers: Record<string, string>) =>
  t.app.request(`http://localhost${path}`, { method: "POST", body, headers });

describe("state-changing calls", () => {
  it("refuse a text/plain body (what another site's form can send) with 415, and sign nobody in", async () => {
    await post("/api/auth/code", JSON.stringify({ phone: "+998901000051" }), { "Content-Type": "application/json" });
    const code = t.codes.at(-1)!.code;
    const res = await post("/api/auth/verify", JSON.stringify({ phone: "+998901000051", code }), { "Content-Type": "text/plain" });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { code: string }).code).toBe("unsupported_media_type");
    expect(res.headers.get("set-cookie")).toBeNull();
    // The code is still good for the real page.
    const ok = await post("/api/auth/verify", JSON.stringify({ phone: "+998901000051", code }), { "Content-Type": "application/json" });
    expect(ok.status).toBe(200);
  });

  it("refuse urlencoded and multipart bodies where no file is taken", async () => {
    expect((await post("/api/auth/code", "phone=%2B998901000052", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(
      415,
    );
    const form = new FormData();
    form.set("phone", "+998901000052");
    const res = await t.app.request("http://localhost/api/auth/code", { method: "POST", body: form });
    expect(res.status).toBe(415);
    expect(t.codes.some((c) => c.phone === "+998901000052")).toBe(false);
  });

  it("refuse a cross-site browser call with 403 cross_site, JSON or not, logout included", async () => {
    const json = { "Content-Type": "application/json" };
    for (const headers of [
      { ...json, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { ...json, "Sec-Fetch-Site": "same-site", Origin: "https://shop.localhost" },
      { ...json, Origin: "https://evil.example" },
      { ...json, Origin: "null" },
    ]) {
      const res = await post("/api/auth/code", JSON.stringify({ phone: "+998901000053" }), headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe("cross_site");
    }
    const logout = await t.app.request("http://localhost/api/auth/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(logout.status).toBe(403);
    expect(t.codes.some((c) => c.phone === "+998901000053")).toBe(false);
  });

  it("accept our own pages' calls and non-browser callers", async () => {
    const json = { "Content-Type": "application/json" };
    expect(
      (
        await post("/api/auth/code", JSON.stringify({ phone: "+998901000054" }), {
          ...json,
          "Sec-Fetch-Site": "same-origin",
          Origin: "http://localhost",
        })
      ).status,
    ).toBe(200);
    expect((await post("/api/auth/code", JSON.stringify({ phone: "+998901000055" }), { ...json, Origin: "http://localhost" })).status).toBe(
      200,
    );
    expect((await post("/api/auth/code", JSON.stringify({ phone: "+998901000056" }), json)).status).toBe(200);
    expect((await t.app.request("http://localhost/api/auth/logout", { method: "POST" })).status).toBe(204);
  });
});
