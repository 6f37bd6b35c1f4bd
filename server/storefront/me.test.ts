import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("/api/me", () => {
  it("shows and edits the signed-in customer's own details", async () => {
    const me = await t.signIn("+998901230077");
    const got = (await (await t.get("/api/me", { headers: { Cookie: me.cookie } })).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ customerId: me.customerId, phone: "+998901230077", name: null });
    const res = await t.app.request("/api/me", {
      method: "PATCH",
      headers: { Cookie: me.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Aziz", language: "uz" }),
    });
    expect(await res.json()).toMatchObject({ name: "Aziz", language: "uz" });
    expect(await (await t.get("/api/me", { headers: { Cookie: me.cookie } })).json()).toMatchObject({ name: "Aziz" });
  });

  it("refuses a visitor and bad edits", async () => {
    expect((await t.get("/api/me")).status).toBe(401);
    const me = await t.signIn("+998901230078");
    const bad = await t.app.request("/api/me", {
      method: "PATCH",
      headers: { Cookie: me.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "", language: "fr" }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("language");
    const empty = await t.app.request("/api/me", {
      method: "PATCH",
      headers: { Cookie: me.cookie, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(empty.status).toBe(400);
  });
});
