import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ API_HR_URL: "https://hr.lazzat.example", SENTRY_DSN: "https://key@errors.example/1" });
});
afterAll(() => t.close());

describe("HTTP hardening", () => {
  it("sends a CSP without inline scripts that lets Telegram frame the app", async () => {
    const res = await t.get("/api/health");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org/);
    expect(csp).toContain("connect-src 'self' https://hr.lazzat.example https://errors.example");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS behind TLS", async () => {
    const res = await t.get("/api/health", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
  });

  it("refuses a body over 1 MB with 413", async () => {
    const res = await t.app.request("/api/auth/code", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: "x".repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "too_large" });
  });
});
