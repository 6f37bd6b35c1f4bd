import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PHONE } from "../db/seed/staff";
import { createTestApp, TEST_NOW } from "../test/test-app";

let now = TEST_NOW;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let hrAuth: { Authorization: string };
beforeAll(async () => {
  t = await createTestApp({}, () => now);
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  const { token } = (await (await t.get("/api/hr_token")).json()) as { token: string };
  hrAuth = { Authorization: `Bearer ${token}` };
});
afterAll(() => t.close());

const call = (path: string, method = "GET", body?: unknown) =>
  t.app.request(`/api/operator${path}`, {
    method,
    headers: { Cookie: admin, ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
const three = (text: string) => ({ ru: `${text} (ru)`, en: text, uz: `${text} (uz)` });
const storefrontStocks = async () =>
  ((await (await t.get("/api/stocks?Language=3&take=50")).json()) as { items: { id: number; title: string }[] }).items;
const hour = 3600_000;

describe("promotions for the console", () => {
  it("schedules a promotion between startsAt and endsAt, with its products", async () => {
    const [startsAt, endsAt] = [new Date(TEST_NOW.getTime() + hour).toISOString(), new Date(TEST_NOW.getTime() + 3 * hour).toISOString()];
    const res = await call("/stocks", "POST", {
      title: three("Two for one"),
      body: three("<p>Two pizzas</p>"),
      startsAt,
      endsAt,
      folderId: 1,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await storefrontStocks()).map((s) => s.id)).not.toContain(id);
    try {
      now = new Date(TEST_NOW.getTime() + 2 * hour);
      expect((await storefrontStocks()).find((s) => s.id === id)?.title).toBe("Two for one");
      const listed = (await (await call("/stocks")).json()) as { id: number; status: string }[];
      expect(listed.find((s) => s.id === id)?.status).toBe("published");
      now = new Date(TEST_NOW.getTime() + 4 * hour);
      expect((await storefrontStocks()).map((s) => s.id)).not.toContain(id);
    } finally {
      now = TEST_NOW;
    }
  });

  it("changes, ends and removes a promotion; refuses unknown products, folders and an end before the start", async () => {
    const { id } = (await (await call("/stocks", "POST", { title: three("Combo"), body: three("<p>Combo</p>") })).json()) as { id: number };
    expect((await storefrontStocks()).map((s) => s.id)).toContain(id);
    expect((await call(`/stocks/${id}`, "PATCH", { endsAt: new Date(TEST_NOW.getTime() - hour).toISOString() })).status).toBe(400);
    const unknown = await call(`/stocks/${id}`, "PATCH", { productIds: ["no-such-pizza"], folderId: 99999 });
    expect(unknown.status).toBe(400);
    expect(Object.keys(((await unknown.json()) as { fields: object }).fields)).toEqual(expect.arrayContaining(["productIds", "folderId"]));
    expect((await call(`/stocks/${id}`, "PATCH", { isActive: false })).status).toBe(204);
    expect((await storefrontStocks()).map((s) => s.id)).not.toContain(id);
    expect((await call(`/stocks/${id}`, "DELETE")).status).toBe(204);
    expect((await call(`/stocks/${id}`, "DELETE")).status).toBe(404);
    const audit = (await (await call(`/audit?entity=stock&entityId=${id}`)).json()) as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(["delete", "update", "create"]);
  });
});

describe("vacancies for the console", () => {
  const vacancy = {
    regionId: 1,
    title: three("Courier"),
    description: three("Deliver pizza.\nBring a bike."),
    schedule: three("5/2"),
    salary: three("5 000 000 so‘m"),
  };
  const careers = async () =>
    (await (await t.get("/api/vacancies?Language=3", { headers: hrAuth })).json()) as { id: number; title: string }[];

  it("opens a vacancy the careers page lists, closes it, and lists closed ones for the console", async () => {
    const res = await call("/vacancies", "POST", vacancy);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await careers()).find((v) => v.id === id)?.title).toBe("Courier");
    expect((await call(`/vacancies/${id}`, "PATCH", { isActive: false })).status).toBe(204);
    expect((await careers()).map((v) => v.id)).not.toContain(id);
    const listed = (await (await call("/vacancies")).json()) as { id: number; isActive: boolean; description: { uz: string } }[];
    expect(listed.find((v) => v.id === id)).toMatchObject({ isActive: false, description: { uz: "Deliver pizza.\nBring a bike. (uz)" } });
    expect((await call(`/vacancies/${id}`, "DELETE")).status).toBe(204);
  });

  it("refuses an unknown city and bad fields, and will not remove a vacancy people applied for", async () => {
    const bad = await call("/vacancies", "POST", { ...vacancy, regionId: 999, salary: { ru: "x" } });
    expect(bad.status).toBe(400);
    expect((await call("/vacancies", "POST", { ...vacancy, regionId: 999 })).status).toBe(400);
    const { id } = (await (await call("/vacancies", "POST", vacancy)).json()) as { id: number };
    const form = new FormData();
    for (const [k, v] of Object.entries({
      vacancyId: String(id),
      fullName: "Aziz Karimov",
      phone: "+998901112233",
      birthDate: "1999-01-02",
      city: "Tashkent",
    }))
      form.append(k, v);
    expect((await t.app.request("/api/vacancies/apply", { method: "POST", headers: hrAuth, body: form })).status).toBe(201);
    const refused = await call(`/vacancies/${id}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "vacancy_has_applications" });
  });
});
