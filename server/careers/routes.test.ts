import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../db/schema";
import { vacancies } from "../db/seed/content";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let careers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { token } = (await (await t.get("/api/hr_token")).json()) as { token: string };
  careers = { Authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const pdf = (bytes = 2048) =>
  new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes)])], "cv.pdf", { type: "application/pdf" });
function form(over: Record<string, string | File | undefined> = {}) {
  const fields: Record<string, string | File | undefined> = {
    vacancyId: String(vacancies[0].id),
    fullName: "Aziza Karimova",
    phone: "+998 90 555 66 77",
    birthDate: "1998-04-12",
    city: "Tashkent",
    ...over,
  };
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  return body;
}
const apply = (body: FormData, headers = careers) => t.app.request("/api/vacancies/apply", { method: "POST", headers, body });
const stored = async () => (await t.database.db.select().from(applications)).length;

describe("HR API", () => {
  it("needs the hr_token bearer", async () => {
    expect((await t.get("/api/vacancies")).status).toBe(401);
    expect((await t.get("/api/vacancies", { headers: { Authorization: "Bearer forged.token" } })).status).toBe(401);
  });

  it("lists vacancies with city, schedule and pay, in the language asked for", async () => {
    const list = (await (await t.get("/api/vacancies?Language=3", { headers: careers })).json()) as any[];
    expect(list).toHaveLength(vacancies.length);
    expect(list[0]).toMatchObject({ id: vacancies[0].id, title: vacancies[0].title.en, salary: vacancies[0].salary.en });
    expect(list[0].city.length).toBeGreaterThan(2);
    const one = await t.get(`/api/vacancies/${vacancies[1].id}?Language=1`, { headers: careers });
    expect(((await one.json()) as { title: string }).title).toBe(vacancies[1].title.uz);
    expect((await t.get("/api/vacancies/9999", { headers: careers })).status).toBe(404);
  });

  it("stores an application with a PDF CV", async () => {
    const res = await apply(form({ cv: pdf() }));
    expect(res.status).toBe(201);
    const { applicationId } = (await res.json()) as { applicationId: number };
    const [row] = (await t.database.db.select().from(applications)).filter((a) => a.id === applicationId);
    expect(row).toMatchObject({ fullName: "Aziza Karimova", phone: "+998905556677", birthDate: "1998-04-12", cvFileName: "cv.pdf" });
    expect(row.cv!.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.each([
    ["a missing name", { fullName: undefined }, 400, "fullName"],
    ["a wrong phone", { phone: "555" }, 400, "phone"],
    ["an impossible birth date", { birthDate: "2001-02-30" }, 400, "birthDate"],
    ["a child", { birthDate: "2020-01-01" }, 400, "birthDate"],
    ["an unknown vacancy", { vacancyId: "9999" }, 400, "vacancyId"],
    ["a picture renamed to .pdf", { cv: new File([Buffer.from("\x89PNG\r\n\x1a\n....")], "cv.pdf") }, 400, "cv"],
    ["an oversized PDF", { cv: pdf(5 * 1024 * 1024 + 10) }, 413, "cv"],
  ])("refuses %s with field errors and stores nothing", async (_name, over, status, field) => {
    const before = await stored();
    const res = await apply(form({ phone: "+998 90 111 00 00", ...over }));
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string; fields?: Record<string, string> };
    expect(body.fields).toHaveProperty(field);
    expect(await stored()).toBe(before);
  });

  it("rate-limits repeated submissions from one phone", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await apply(form({ phone: "+998 99 888 77 66" }))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
