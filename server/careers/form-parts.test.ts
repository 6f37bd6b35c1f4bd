// A vacancy application is a handful of fields: a form of tens of thousands of (empty) parts would
// hold the server for seconds while it is parsed, so it is refused before parsing, and each such
// form counts against the client address's CV allowance (CV_UPLOADS_PER_ADDRESS).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacancies } from "../db/seed/content";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let bearer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ CV_UPLOADS_PER_ADDRESS: "2" });
  const { token } = (await (await t.get("/api/hr_token")).json()) as { token: string };
  bearer = { Authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const fields = (phone: string) => ({
  vacancyId: String(vacancies[0].id),
  fullName: "Dilnoza Formova",
  phone,
  birthDate: "1997-03-02",
  city: "Tashkent",
});
const pdf = () => new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1024)])], "cv.pdf", { type: "application/pdf" });

/** A multipart body with the application's fields and `extra` empty fields, built by hand (fast). */
function flood(phone: string, extra: number) {
  const boundary = "----flood7MA4YWxkTrZu0gW";
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body =
    Object.entries(fields(phone))
      .map(([k, v]) => part(k, v))
      .join("") +
    part("x", "").repeat(extra) +
    `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
const send = (body: string | FormData, type: string | null, address: string) =>
  t.app.request(
    "/api/vacancies/apply",
    { method: "POST", headers: { ...bearer, ...(type ? { "Content-Type": type } : {}) }, body },
    { incoming: { socket: { remoteAddress: address } } },
  );
function apply(phone: string, address: string, cv?: File) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields(phone))) body.append(k, v);
  if (cv) body.append("cv", cv);
  return send(body, null, address);
}

describe("POST /api/vacancies/apply with too many form fields", () => {
  it("refuses 50,000 empty fields quickly, before parsing, with a clear message", async () => {
    const { body, type } = flood("+998907780001", 50_000);
    const started = Date.now();
    const res = await send(body, type, "198.51.100.90");
    const took = Date.now() - started;
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "too_many_fields", error: expect.stringMatching(/at most \d+ fields/) });
    expect(took).toBeLessThan(1_000);
  });

  it("refuses the same flood as a URL-encoded form before reading it (only multipart is taken)", async () => {
    const flooded = `${new URLSearchParams(fields("+998907780002"))}${"&x=".repeat(50_000)}`;
    const res = await send(flooded, "application/x-www-form-urlencoded", "198.51.100.91");
    expect(res.status).toBe(415);
  });

  it("counts each refused form against the address's CV allowance (2 here): after it, the address may send no CV today", async () => {
    const address = "198.51.100.92";
    for (let i = 0; i < 2; i++) expect((await send(flood("+998907780003", 1_000).body, flood("", 0).type, address)).status).toBe(413);
    const third = await send(flood("+998907780003", 1_000).body, flood("", 0).type, address);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: "rate_limited" });
    expect((await apply("+998907780004", address, pdf())).status).toBe(429);
    // Without a CV the application still goes through, and another address is not affected.
    expect((await apply("+998907780004", address)).status).toBe(201);
    expect((await apply("+998907780005", "198.51.100.93", pdf())).status).toBe(201);
  });

  it("takes an ordinary application, and one with a few unknown fields", async () => {
    expect((await send(flood("+998907780006", 3).body, flood("", 0).type, "198.51.100.94")).status).toBe(201);
  });
});
