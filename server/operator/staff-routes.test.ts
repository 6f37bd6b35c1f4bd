import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let manager: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret" });
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
  stranger = (await t.signIn("+998901000077")).cookie;
});
afterAll(() => t.close());

const call = (path: string, cookie: string | null, init: { method?: string; body?: unknown; bearer?: string } = {}) =>
  t.app.request(`/api/operator${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

describe("staff sign-in and roles", () => {
  it("tells the console who is signed in", async () => {
    expect(await (await call("/me", admin)).json()).toMatchObject({ role: "admin", name: "Demo admin", restaurantId: null });
    expect(await (await call("/me", manager)).json()).toMatchObject({ role: "manager", restaurantId: "mirabad" });
    expect(await (await call("/me", null, { bearer: "op-secret" })).json()).toMatchObject({ role: "admin", staffId: null });
  });

  it("refuses people who are not staff (403) and nobody (401)", async () => {
    const notStaff = await call("/me", stranger);
    expect(notStaff.status).toBe(403);
    expect(await notStaff.json()).toMatchObject({ code: "not_staff" });
    const nobody = await call("/orders", null);
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toMatchObject({ code: "staff_sign_in_required" });
    expect((await call("/orders", null, { bearer: "wrong" })).status).toBe(401);
  });

  it("lets only admins manage staff, records who did it, and refuses duplicates", async () => {
    const body = { phone: "+998901000078", name: "Chilanzar manager", role: "manager", restaurantId: "chilanzar" };
    const byManager = await call("/staff", manager, { method: "POST", body });
    expect(byManager.status).toBe(403);
    expect(await byManager.json()).toMatchObject({ code: "admin_only" });

    const added = await call("/staff", admin, { method: "POST", body });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    expect((await call("/staff", admin, { method: "POST", body })).status).toBe(409);

    const list = (await (await call("/staff", admin)).json()) as { id: number; name: string }[];
    expect(list.find((s) => s.id === id)?.name).toBe("Chilanzar manager");
    const audit = (await (await call(`/audit?entity=staff&entityId=${id}`, admin)).json()) as { actor: string; action: string }[];
    expect(audit).toEqual([expect.objectContaining({ actor: "Demo admin", action: "create" })]);

    // The new manager signs in and gets the console for their restaurant.
    const newcomer = (await t.signIn("+998901000078")).cookie;
    expect(await (await call("/me", newcomer)).json()).toMatchObject({ role: "manager", restaurantId: "chilanzar" });
    expect((await call(`/staff/${id}`, admin, { method: "DELETE" })).status).toBe(204);
    expect((await call("/me", newcomer)).status).toBe(403);
  });

  it("checks a new staff member's fields", async () => {
    const noRestaurant = await call("/staff", admin, { method: "POST", body: { phone: "+998901000079", name: "M", role: "manager" } });
    expect(noRestaurant.status).toBe(400);
    expect(((await noRestaurant.json()) as { fields: Record<string, string> }).fields).toHaveProperty("restaurantId");
    const unknown = await call("/staff", admin, {
      method: "POST",
      body: { phone: "+998901000079", name: "M", role: "manager", restaurantId: "atlantis" },
    });
    expect(unknown.status).toBe(400);
    expect((await call("/staff", admin, { method: "POST", body: { name: "Nobody", role: "admin" } })).status).toBe(400);
  });

  it("does not let an admin remove themselves", async () => {
    const me = (await (await call("/me", admin)).json()) as { staffId: number };
    expect((await call(`/staff/${me.staffId}`, admin, { method: "DELETE" })).status).toBe(409);
  });
});
