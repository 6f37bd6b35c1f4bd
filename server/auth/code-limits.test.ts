// Sign-in codes limited per phone, per client address and overall; wrong guesses lock the guessing
// address, and a new code gives the phone its attempts back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCodes } from "../db/schema";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_CODES_PER_ADDRESS: "3", AUTH_FAILURES_PER_ADDRESS: "6", TRUST_PROXY: "0" });
});
afterAll(() => t.close());

/** A request as it arrives through the socket of `address`. */
const post = (path: string, body: unknown, address = "198.51.100.1", headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  );
const codeOf = (phone: string) => t.codes.filter((c) => c.phone === phone).at(-1)?.code ?? "";
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

describe("POST /api/auth/code limits", () => {
  it("sends exactly one code for ten requests at once for one phone", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post("/api/auth/code", { phone: "+998901000001" }, `198.51.100.${50 + i}`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    expect(t.codes.filter((c) => c.phone === "+998901000001")).toHaveLength(1);
    expect((await t.database.db.select().from(authCodes).where(eq(authCodes.phone, "+998901000001")))[0].sendCount).toBe(1);
  });

  it("limits code requests per client address, not only per phone", async () => {
    for (let i = 0; i < 3; i++) expect((await post("/api/auth/code", { phone: `+99890200000${i}` }, "203.0.113.5")).status).toBe(200);
    const refused = await post("/api/auth/code", { phone: "+998902000009" }, "203.0.113.5");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(t.codes.some((c) => c.phone === "+998902000009")).toBe(false);
    // Another address still gets its codes; a forged X-Forwarded-For does not buy a new address.
    expect((await post("/api/auth/code", { phone: "+998902000009" }, "203.0.113.6")).status).toBe(200);
    expect((await post("/api/auth/code", { phone: "+998902000008" }, "203.0.113.5", { "X-Forwarded-For": "192.0.2.77" })).status).toBe(429);
  });

  it("a code refused for its phone does not use up the address's allowance", async () => {
    expect((await post("/api/auth/code", { phone: "+998903000001" }, "203.0.113.20")).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post("/api/auth/code", { phone: "+998903000001" }, "203.0.113.20")).status).toBe(429);
    expect((await post("/api/auth/code", { phone: "+998903000002" }, "203.0.113.20")).status).toBe(200);
    expect((await post("/api/auth/code", { phone: "+998903000003" }, "203.0.113.20")).status).toBe(200);
  });
});

describe("POST /api/auth/verify: the guessing address is locked, not the victim", () => {
  it("locks an address after its wrong guesses across phones; the owner still signs in", async () => {
    const victims = ["+998904000001", "+998904000002"];
    for (const phone of victims) await post("/api/auth/code", { phone }, "192.0.2.10");
    // A stranger guesses against both numbers from one address: 6 failures, then the address is locked.
    for (let i = 0; i < 3; i++)
      for (const phone of victims)
        expect((await post("/api/auth/verify", { phone, code: wrong(codeOf(phone)) }, "192.0.2.99")).status).toBe(400);
    const locked = await post("/api/auth/verify", { phone: victims[0], code: codeOf(victims[0]) }, "192.0.2.99");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "rate_limited" });
    // The owner, from their own address, signs in with the right code.
    expect((await post("/api/auth/verify", { phone: victims[1], code: codeOf(victims[1]) }, "192.0.2.10")).status).toBe(200);
  });

  it("a new code gives the phone its attempts back", async () => {
    const phone = "+998905000001";
    await post("/api/auth/code", { phone }, "192.0.2.30");
    for (let i = 0; i < 5; i++) await post("/api/auth/verify", { phone, code: wrong(codeOf(phone)) }, `192.0.2.${40 + i}`);
    expect((await post("/api/auth/verify", { phone, code: codeOf(phone) }, "192.0.2.30")).status).toBe(429);
    await t.database.db
      .update(authCodes)
      .set({ sentAt: new Date(Date.now() - 120_000) })
      .where(eq(authCodes.phone, phone));
    expect((await post("/api/auth/code", { phone }, "192.0.2.30")).status).toBe(200);
    expect((await post("/api/auth/verify", { phone, code: codeOf(phone) }, "192.0.2.30")).status).toBe(200);
  });
});

describe("the global ceiling on codes", () => {
  let g: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    g = await createTestApp({ AUTH_CODES_PER_MINUTE: "4" });
  });
  afterAll(() => g.close());

  it("refuses codes beyond the ceiling per minute, from any address", async () => {
    const ask = (i: number) =>
      g.app.request(
        "/api/auth/code",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ phone: `+99890600000${i}` }) },
        { incoming: { socket: { remoteAddress: `100.64.0.${i}` } } },
      );
    for (let i = 0; i < 4; i++) expect((await ask(i)).status).toBe(200);
    const over = await ask(5);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(g.codes).toHaveLength(4);
  });
});
