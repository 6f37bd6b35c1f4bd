import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCodes, customers } from "../db/schema";
import { createTestApp } from "../test/test-app";
import { verifyToken } from "./tokens";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_SECRET: "s" });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("phone sign-in", () => {
  it("sends a code, verifies it, and binds /api/token to the customer", async () => {
    expect((await post("/api/auth/code", { phone: "+998 90 111 22 33" })).status).toBe(200);
    const { code } = t.codes.at(-1)!;
    expect(t.codes.at(-1)!.phone).toBe("+998901112233");
    const res = await post("/api/auth/verify", { phone: "998901112233", code });
    expect(res.status).toBe(200);
    const { customerId } = (await res.json()) as { customerId: string };
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const sid = cookie.split(";")[0];
    const token = (await (await t.get("/api/token", { headers: { Cookie: sid } })).json()) as { token: string; customerId: string };
    expect(token.customerId).toBe(customerId);
    expect(verifyToken(token.token, "s")!.sub).toBe(customerId);
    // The code is single-use.
    expect((await post("/api/auth/verify", { phone: "998901112233", code })).status).toBe(400);
    // Signing out ends the session.
    expect((await post("/api/auth/logout", {}, { Cookie: sid })).status).toBe(204);
    expect(((await (await t.get("/api/token", { headers: { Cookie: sid } })).json()) as { customerId: null }).customerId).toBeNull();
  });

  it("the same phone signs in to the same customer", async () => {
    const signIn = async () => {
      await t.database.db.delete(authCodes).where(eq(authCodes.phone, "+998907778899"));
      await post("/api/auth/code", { phone: "+998907778899" });
      const res = await post("/api/auth/verify", { phone: "+998907778899", code: t.codes.at(-1)!.code });
      return ((await res.json()) as { customerId: string }).customerId;
    };
    expect(await signIn()).toBe(await signIn());
    expect(await t.database.db.select().from(customers).where(eq(customers.phone, "+998907778899"))).toHaveLength(1);
  });

  it("says a wrong code is wrong, and stops after five attempts", async () => {
    await post("/api/auth/code", { phone: "+998935554433" });
    const right = t.codes.at(-1)!.code;
    const wrong = right === "000000" ? "111111" : "000000";
    const first = await post("/api/auth/verify", { phone: "+998935554433", code: wrong });
    expect(first.status).toBe(400);
    expect(await first.json()).toMatchObject({ code: "wrong_code", error: "The code is wrong: 4 attempts left" });
    for (let i = 0; i < 4; i++) await post("/api/auth/verify", { phone: "+998935554433", code: wrong });
    const blocked = await post("/api/auth/verify", { phone: "+998935554433", code: right });
    expect(blocked.status).toBe(429);
    // Even the right code no longer opens a session: no customer was created for the number.
    expect(await t.database.db.select().from(customers).where(eq(customers.phone, "+998935554433"))).toHaveLength(0);
  });

  it("counts wrong codes sent all at once: a burst of guesses gets five tries, not twenty", async () => {
    await post("/api/auth/code", { phone: "+998936667788" });
    const right = t.codes.at(-1)!.code;
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(guesses.map((code) => post("/api/auth/verify", { phone: "+998936667788", code })));
    const codes = await Promise.all(answers.map(async (r) => ((await r.json()) as { code: string }).code));
    expect(codes.filter((c) => c === "wrong_code")).toHaveLength(5);
    expect(codes.filter((c) => c === "too_many_attempts")).toHaveLength(15);
    expect((await post("/api/auth/verify", { phone: "+998936667788", code: right })).status).toBe(429);
  });

  it("rate-limits sends per phone", async () => {
    expect((await post("/api/auth/code", { phone: "+998971234567" })).status).toBe(200);
    const again = await post("/api/auth/code", { phone: "+998971234567" });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { error: string }).error).toMatch(/wait \d+ s/);
  });

  it("refuses an expired code", async () => {
    await post("/api/auth/code", { phone: "+998951112233" });
    await t.database.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authCodes.phone, "+998951112233"));
    const res = await post("/api/auth/verify", { phone: "+998951112233", code: t.codes.at(-1)!.code });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "code_expired" });
  });

  it.each([
    [{}, "phone"],
    [{ phone: "12345" }, "phone"],
    [{ phone: 998901234567 }, "phone"],
  ])("refuses a bad code request %o naming %s, and stores nothing", async (body, field) => {
    const before = (await t.database.db.select().from(authCodes)).length;
    const res = await post("/api/auth/code", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
    expect(await t.database.db.select().from(authCodes)).toHaveLength(before);
  });

  it("refuses a malformed body and a malformed code", async () => {
    const res = await t.app.request("/api/auth/code", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{oops" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_json" });
    const bad = await post("/api/auth/verify", { phone: "+998901112233", code: "12ab" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("code");
  });
});
