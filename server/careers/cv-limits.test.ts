// Applications: a CV's file name is checked like a field; a refused or failed application does
// not use up the phone's allowance; nothing of the form or the file reaches the log; CVs are capped
// per client address and for the whole store per day.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { applications } from "../db/schema";
import { vacancies } from "../db/seed/content";
import { setLogLevel } from "../log";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let bearer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ CV_UPLOADS_PER_ADDRESS: "2", CV_UPLOADS_PER_DAY: "4" });
  const { token } = (await (await t.get("/api/hr_token")).json()) as { token: string };
  bearer = { Authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const MARK = "SECRET-CV-CONTENT-";
const pdf = (name = "cv.pdf") =>
  new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(MARK.repeat(4000))])], name, { type: "application/pdf" });
function form(phone: string, cv?: File) {
  const body = new FormData();
  const fields = { vacancyId: String(vacancies[0].id), fullName: "Zarina Applicantova", phone, birthDate: "1998-04-12", city: "Tashkent" };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (cv) body.append("cv", cv);
  return body;
}
const apply = (body: FormData, address = "198.51.100.7") =>
  t.app.request("/api/vacancies/apply", { method: "POST", headers: bearer, body }, { incoming: { socket: { remoteAddress: address } } });
const stored = async () => (await t.database.db.select().from(applications)).length;

describe("POST /api/vacancies/apply hardening", () => {
  it.each([
    ["NUL", "cv\u0000.pdf"],
    ["ESC", "cv\u001b[2J.pdf"],
    ["a bidi override", "cv\u202efdp.exe"],
  ])("refuses a CV file name holding %s with a field message, logs nothing of it, and counts nothing", async (_what, name) => {
    setLogLevel("debug");
    const out = vi.spyOn(process.stdout, "write");
    const err = vi.spyOn(process.stderr, "write");
    const before = await stored();
    const phone = `+99890777${String(name.charCodeAt(2)).padStart(4, "0")}`;
    const res = await apply(form(phone, pdf(name)), "203.0.113.200");
    await new Promise((r) => setImmediate(r));
    const logged = [...out.mock.calls, ...err.mock.calls].map((c) => String(c[0])).join("");
    out.mockRestore();
    err.mockRestore();
    setLogLevel("warn");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_parameters", fields: { cv: expect.stringMatching(/file name/) } });
    expect(await stored()).toBe(before);
    expect(logged).not.toContain(MARK);
    expect(logged).not.toContain("Zarina");
    expect(logged).not.toContain(phone.slice(4));
    // The refused request used up nothing: the phone still has its 3 applications.
    for (let i = 0; i < 3; i++) expect((await apply(form(phone), `203.0.113.${201 + i}`)).status).toBe(201);
    expect((await apply(form(phone), "203.0.113.209")).status).toBe(429);
  });

  it("caps CVs per client address per day; applications without a CV still go through", async () => {
    expect((await apply(form("+998907770101", pdf()), "192.0.2.50")).status).toBe(201);
    expect((await apply(form("+998907770102", pdf()), "192.0.2.50")).status).toBe(201);
    const third = await apply(form("+998907770103", pdf()), "192.0.2.50");
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await apply(form("+998907770103"), "192.0.2.50")).status).toBe(201);
    // The refused CV did not use up the phone's allowance: 1 of 3 spent.
    expect((await apply(form("+998907770103"), "192.0.2.51")).status).toBe(201);
  });

  it("caps CVs for the whole store per day, from any address", async () => {
    // Two CVs so far today; the ceiling is 4.
    expect((await apply(form("+998907770201", pdf()), "192.0.2.60")).status).toBe(201);
    expect((await apply(form("+998907770202", pdf()), "192.0.2.61")).status).toBe(201);
    const over = await apply(form("+998907770203", pdf()), "192.0.2.62");
    expect(over.status).toBe(429);
    expect((await over.json()) as { error: string }).toMatchObject({ code: "rate_limited" });
  });
});
