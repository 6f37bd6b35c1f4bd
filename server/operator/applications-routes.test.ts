import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";
import { safeFileName } from "./applications-routes";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let manager: string;
let customer: Awaited<ReturnType<typeof t.signIn>>;
let withCv: number;
let withoutCv: number;
const pdfBytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from("résumé body")]);

async function apply(phone: string, cv?: File): Promise<number> {
  const { token } = (await (await t.get("/api/hr_token")).json()) as { token: string };
  const form = new FormData();
  for (const [k, v] of Object.entries({ vacancyId: "1", fullName: "Dilnoza Rahimova", phone, birthDate: "2000-05-06", city: "Samarkand" }))
    form.append(k, v);
  if (cv) form.append("cv", cv);
  const res = await t.app.request("/api/vacancies/apply", { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { applicationId: number }).applicationId;
}

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret" });
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
  customer = await t.signIn("+998901000044");
  withoutCv = await apply("+998901000045");
  withCv = await apply("+998901000046", new File([pdfBytes], '../../etc/"passwd"; x=y.pdf', { type: "application/pdf" }));
});
afterAll(() => t.close());

const call = (path: string, cookie: string | null, method = "GET", body?: unknown) =>
  t.app.request(`/api/operator${path}`, {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...(body !== undefined ? { "Content-Type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
type Row = { id: number; vacancyTitle: { en: string }; fullName: string; hasCv: boolean; status: string; birthDate: string; city: string };

describe("applications inbox", () => {
  it("lists applications newest first with the vacancy's title, and whether there is a CV, never its bytes", async () => {
    const res = await call("/applications", admin);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("PDF-1.7");
    const rows = JSON.parse(text) as Row[];
    expect(rows.slice(0, 2).map((r) => r.id)).toEqual([withCv, withoutCv]);
    expect(rows[0]).toMatchObject({ fullName: "Dilnoza Rahimova", hasCv: true, status: "new", birthDate: "2000-05-06", city: "Samarkand" });
    expect(rows[0].vacancyTitle.en).toEqual(expect.any(String));
    expect(rows[1].hasCv).toBe(false);
  });

  it("sends the CV as a PDF attachment with a safe name, not to be sniffed or cached", async () => {
    const res = await call(`/applications/${withCv}/cv`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.pdf"$/);
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes)).toBe(true);
    expect((await call(`/applications/${withoutCv}/cv`, admin)).status).toBe(404);
    expect((await call("/applications/999999/cv", admin)).status).toBe(404);
  });

  it("gives the CV and the list to admins only", async () => {
    for (const path of [`/applications/${withCv}/cv`, "/applications"]) {
      const byCustomer = await t.app.request(`/api/operator${path}`, { headers: { Cookie: customer.cookie } });
      expect(byCustomer.status).toBe(403);
      expect((await call(path, null)).status).toBe(401);
      const byManager = await call(path, manager);
      expect(byManager.status).toBe(403);
      expect(byManager.headers.get("content-type")).toMatch(/json/);
    }
    // A customer's main-API token is not the operator token.
    expect((await t.get(`/api/operator/applications/${withCv}/cv`, { headers: customer.auth })).status).toBe(401);
    expect((await t.get(`/api/operator/applications/${withCv}/cv`, { headers: { Authorization: "Bearer op-secret" } })).status).toBe(200);
  });

  it("marks applications reviewed or rejected, filters by status and vacancy, and records who did it", async () => {
    expect((await call(`/applications/${withCv}`, admin, "PATCH", { status: "reviewed" })).status).toBe(204);
    expect((await call(`/applications/${withoutCv}`, admin, "PATCH", { status: "rejected" })).status).toBe(204);
    const reviewed = (await (await call("/applications?status=reviewed", admin)).json()) as Row[];
    expect(reviewed.map((r) => r.id)).toEqual([withCv]);
    expect((await (await call("/applications?vacancyId=1&status=rejected", admin)).json()) as Row[]).toEqual([
      expect.objectContaining({ id: withoutCv }),
    ]);
    expect((await (await call("/applications?vacancyId=2", admin)).json()) as Row[]).not.toContainEqual(
      expect.objectContaining({ id: withCv }),
    );
    const audit = (await (await call(`/audit?entity=application&entityId=${withCv}`, admin)).json()) as { details: object }[];
    expect(audit[0].details).toMatchObject({ status: "reviewed", was: "new" });
    expect((await call(`/applications/${withCv}`, manager, "PATCH", { status: "new" })).status).toBe(403);
  });

  it("refuses bad statuses, filters and ids", async () => {
    const bad = await call(`/applications/${withCv}`, admin, "PATCH", { status: "hired" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty("status");
    expect((await call("/applications?status=hired", admin)).status).toBe(400);
    expect((await call("/applications?vacancyId=x", admin)).status).toBe(400);
    expect((await call("/applications/999999", admin, "PATCH", { status: "new" })).status).toBe(404);
    expect((await call("/applications/x/cv", admin)).status).toBe(400);
  });

  it("makes file names safe", () => {
    expect(safeFileName('../../etc/"passwd"\r\nX: y.pdf', 3)).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
    expect(safeFileName("Резюме.pdf", 7)).toBe("application-7.pdf");
    expect(safeFileName(null, 8)).toBe("application-8.pdf");
    expect(safeFileName("CV Aziz 2026.PDF", 9)).toBe("CV_Aziz_2026.pdf");
  });
});
