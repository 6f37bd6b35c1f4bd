import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyToken } from "../auth/tokens";
import { folders } from "../db/seed/menu";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ API_HR_URL: "https://hr.example.test", TOKEN_SECRET: "test-secret", TOKEN_TTL: "120" });
});
afterAll(() => t.close());

describe("storefront endpoints", () => {
  it("GET /api/token gives a short-lived anonymous token signed with the secret", async () => {
    const res = await t.get("/api/token");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { token: string; expiresAt: number; customerId: string | null };
    const payload = verifyToken(body.token, "test-secret");
    expect(payload).not.toBeNull();
    expect(payload!.sub).toBeNull();
    expect(body.expiresAt - Date.now()).toBeGreaterThan(100_000);
    expect(body.expiresAt - Date.now()).toBeLessThanOrEqual(120_000);
    expect(verifyToken(body.token, "another-secret")).toBeNull();
  });

  it("GET /api/runtime-config serves the backends' base URLs from the environment", async () => {
    const body = (await (await t.get("/api/runtime-config")).json()) as Record<string, string>;
    expect(body).toMatchObject({ apiBaseUrl: "", apiTgUrl: "", apiHrUrl: "https://hr.example.test" });
    expect(body.mapTileUrl).toContain("{z}");
  });

  it("GET /api/health reports the database", async () => {
    const res = await t.get("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: { kind: string; status: string } };
    expect(body.status).toBe("ok");
    expect(body.database.status).toBe("ok");
    expect(["pglite", "postgres"]).toContain(body.database.kind);
  });

  it("GET /api/address names a point of the demo city through the app", async () => {
    const res = await t.get("/api/address?latitude=41.3111&longitude=69.2797&Language=3");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { address: string }).address).toContain("Tashkent");
  });

  it("the menu page carries its menu (per-page payload) in its language", async () => {
    const html = await (await t.get("/uz")).text();
    const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const payload = JSON.parse(json!) as { kind: string; locale: string; data: { folders: { name: string }[] } };
    expect(payload).toMatchObject({ kind: "shop", locale: "uz" });
    expect(payload.data.folders[0].name).toBe(folders[0].name.uz);
    expect(await (await t.get("/news")).text()).not.toContain('id="page-data"');
  });

  it("an unknown API path is a JSON 404", async () => {
    const res = await t.get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });
});
