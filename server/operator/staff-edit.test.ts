// Editing staff (PATCH /api/operator/staff/{id}) and the new roles: a cook and a courier reach
// only their own screen's calls; the last admin can be neither demoted nor removed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret" });
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
});
afterAll(() => t.close());

const call = (path: string, who: string | "token", init: { method?: string; body?: unknown } = {}) =>
  t.app.request(`/api/operator${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(who === "token" ? { Authorization: "Bearer op-secret" } : { Cookie: who }),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

async function add(phone: string, role: string, restaurantId?: string): Promise<number> {
  const res = await call("/staff", admin, { method: "POST", body: { phone, name: `${role} ${phone.slice(-2)}`, role, restaurantId } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("cooks and couriers", () => {
  it("need a restaurant, and sign in to their one screen", async () => {
    const noPlace = await call("/staff", admin, { method: "POST", body: { phone: "+998901000301", name: "Cook", role: "cook" } });
    expect(noPlace.status).toBe(400);
    expect(await noPlace.json()).toMatchObject({ fields: { restaurantId: "is required for a cook" } });

    await add("+998901000302", "cook", "mirabad");
    await add("+998901000303", "courier", "mirabad");
    const cook = (await t.signIn("+998901000302")).cookie;
    const courier = (await t.signIn("+998901000303")).cookie;
    expect(await (await call("/me", cook)).json()).toMatchObject({ role: "cook", restaurantId: "mirabad" });
    expect(await (await call("/me", courier)).json()).toMatchObject({ role: "courier", restaurantId: "mirabad" });

    // Everything else of the console is refused before it is read.
    for (const path of ["/orders", "/stop-list", "/staff", "/restaurants", "/audit", "/courier", "/board/sla", "/orders/1"]) {
      const res = await call(path, cook);
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toMatchObject({ code: "role_not_allowed" });
    }
    for (const path of ["/orders", "/kitchen", "/stop-list", "/menu", "/orders/1"]) {
      const res = await call(path, courier);
      expect(res.status, path).toBe(403);
    }
    expect((await call("/orders/1/advance", cook, { method: "POST" })).status).toBe(403);
    expect((await call("/kitchen", cook)).status).toBe(200);
    expect((await call("/courier", courier)).status).toBe(200);
  });
});

describe("editing staff", () => {
  it("changes role, restaurant and name; audited; admins only", async () => {
    const id = await add("+998901000311", "manager", "mirabad");
    const person = (await t.signIn("+998901000311")).cookie;
    expect((await call(`/staff/${id}`, manager, { method: "PATCH", body: { name: "X" } })).status).toBe(403);

    const res = await call(`/staff/${id}`, admin, {
      method: "PATCH",
      body: { role: "courier", restaurantId: "chilanzar", name: "Road runner" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, role: "courier", restaurantId: "chilanzar", name: "Road runner" });
    expect(await (await call("/me", person)).json()).toMatchObject({ role: "courier", restaurantId: "chilanzar", name: "Road runner" });
    // A courier now: the board is closed to them.
    expect((await call("/orders", person)).status).toBe(403);

    const audit = (await (await call(`/audit?entity=staff&entityId=${id}`, admin)).json()) as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(audit[0]).toMatchObject({
      action: "update",
      details: { role: "courier", restaurantId: "chilanzar", name: "Road runner", was: { role: "manager", restaurantId: "mirabad" } },
    });

    // Made an admin, the restaurant goes.
    const promoted = await call(`/staff/${id}`, admin, { method: "PATCH", body: { role: "admin" } });
    expect(await promoted.json()).toMatchObject({ role: "admin", restaurantId: null });
    expect((await call(`/staff/${id}`, admin, { method: "DELETE" })).status).toBe(204);
  });

  it("checks the fields", async () => {
    const id = await add("+998901000321", "cook", "mirabad");
    const bad = [
      [{}, "name"],
      [{ role: "chef" }, "role"],
      [{ restaurantId: "atlantis" }, "restaurantId"],
      [{ restaurantId: null }, "restaurantId"],
      [{ name: "" }, "name"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call(`/staff/${id}`, admin, { method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await call("/staff/999999", admin, { method: "PATCH", body: { name: "Ghost" } })).status).toBe(404);
    expect((await call("/staff/abc", admin, { method: "PATCH", body: { name: "Ghost" } })).status).toBe(400);
  });

  it("keeps the last admin an admin, and on the list", async () => {
    const me = (await (await call("/me", admin)).json()) as { staffId: number };
    const others = ((await (await call("/staff", admin)).json()) as { id: number; role: string }[]).filter(
      (s) => s.role === "admin" && s.id !== me.staffId,
    );
    expect(others).toEqual([]);
    const demote = await call(`/staff/${me.staffId}`, admin, { method: "PATCH", body: { role: "manager", restaurantId: "mirabad" } });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ code: "last_admin" });
    // The token is an admin without a row: it cannot remove the last one either.
    const removed = await call(`/staff/${me.staffId}`, "token", { method: "DELETE" });
    expect(removed.status).toBe(409);
    expect(await removed.json()).toMatchObject({ code: "last_admin" });

    // With a second admin, the first may step down.
    const second = await add("+998901000331", "admin");
    const stepDown = await call(`/staff/${me.staffId}`, admin, { method: "PATCH", body: { role: "manager", restaurantId: "mirabad" } });
    expect(stepDown.status).toBe(200);
    const back = await call(`/staff/${me.staffId}`, "token", { method: "PATCH", body: { role: "admin" } });
    expect(back.status).toBe(200);
    expect((await call(`/staff/${second}`, admin, { method: "DELETE" })).status).toBe(204);
  });
});
