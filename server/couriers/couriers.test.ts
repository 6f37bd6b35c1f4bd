// The road's API: taking a ready delivery order (one courier per order), picking it up, delivering
// it, a manager's reassignment, the courier's position (the assigned courier only, on the way only,
// at most every 15 s) and the customer's view of it (the order's owner only, 404 unless on the way).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mirabad, OTHER, ordersKit, type OrdersKit } from "../operator/orders-test-kit";
import { TEST_NOW } from "../test/test-app";

let k: OrdersKit;
let now = TEST_NOW;
const staff: Record<"ali" | "vali" | "far" | "cook", { cookie: string; id: number }> = {} as never;
let stranger: { auth: Record<string, string> };

beforeAll(async () => {
  k = await ordersKit({ clock: () => now });
  const people = [
    ["ali", "+998901000501", "courier", mirabad.id],
    ["vali", "+998901000502", "courier", mirabad.id],
    ["far", "+998901000503", "courier", OTHER],
    ["cook", "+998901000504", "cook", mirabad.id],
  ] as const;
  for (const [key, phone, role, restaurantId] of people) {
    const res = await k.call("/staff", "admin", { method: "POST", body: { phone, name: key, role, restaurantId } });
    expect(res.status).toBe(201);
    staff[key] = { id: ((await res.json()) as { id: number }).id, cookie: (await k.t.signIn(phone)).cookie };
  }
  stranger = await k.t.signIn("+998901000599");
});
afterAll(() => k.t.close());

const as = (who: keyof typeof staff, path: string, body?: unknown) =>
  k.t.app.request(`/api/operator${path}`, {
    method: body === undefined && !/\/(take|picked-up|delivered)$/.test(path) ? "GET" : "POST",
    headers: { Cookie: staff[who].cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const customerView = (id: number, auth: Record<string, string> = k.customer.auth) =>
  k.t.app.request(`/api/orders/${id}/courier`, { headers: auth });
const step = (who: keyof typeof staff, id: number, what: "take" | "picked-up" | "delivered") => as(who, `/courier/orders/${id}/${what}`);
const locate = (who: keyof typeof staff, id: number, latitude = 41.3, longitude = 69.25) =>
  as(who, `/orders/${id}/courier/location`, { latitude, longitude });

/** A delivery from Mirabad, moved by the manager to "ready". */
async function readyOrder(): Promise<number> {
  const id = await k.placed(0);
  for (let i = 0; i < 3; i++) expect((await k.call(`/orders/${id}/advance`, "manager", { method: "POST" })).status).toBe(200);
  return id;
}
async function codeOf(res: Response) {
  return ((await res.json()) as { code?: string }).code;
}

describe("couriers", () => {
  it("take a ready order one at a time: the second courier gets 409", async () => {
    const id = await readyOrder();
    const [a, b] = await Promise.all([step("ali", id, "take"), step("vali", id, "take")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await codeOf(loser)).toBe("already_taken");
    const winner = a.status === 200 ? "ali" : "vali";
    const list = (await (await as("ali", "/courier")).json()) as { orders: { orderId: number; courier: { name: string } | null }[] };
    expect(list.orders.find((o) => o.orderId === id)?.courier?.name).toBe(winner);
    // Only a courier takes; not an order of another restaurant; not a pickup; not before it is ready.
    expect(await codeOf(await k.call(`/courier/orders/${id}/take`, "manager", { method: "POST" }))).toBe("couriers_only");
    expect((await step("far", id, "take")).status).toBe(403);
    const pickup = await k.placed(200);
    expect(await codeOf(await step("ali", pickup, "take"))).toBe("not_a_delivery");
    const early = await k.placed(0);
    expect(await codeOf(await step("ali", early, "take"))).toBe("not_ready");
  });

  it("pick up and deliver only their own order, in its status (409 otherwise)", async () => {
    const id = await readyOrder();
    expect(await codeOf(await step("ali", id, "picked-up"))).toBe("not_your_order");
    expect((await step("ali", id, "take")).status).toBe(200);
    expect(await codeOf(await step("ali", id, "delivered"))).toBe("not_on_the_way");
    expect(await codeOf(await step("vali", id, "picked-up"))).toBe("not_your_order");
    const onTheWay = await step("ali", id, "picked-up");
    expect(onTheWay.status).toBe(200);
    expect(await onTheWay.json()).toMatchObject({ orderId: id, statusCode: 4, courier: { staffId: staff.ali.id } });
    expect(await codeOf(await step("vali", id, "delivered"))).toBe("not_your_order");
    // Another courier's list does not show it on the way; the manager's does.
    const vali = (await (await as("vali", "/courier")).json()) as { orders: { orderId: number }[] };
    expect(vali.orders.map((o) => o.orderId)).not.toContain(id);
    const manager = (await (await k.call("/courier", "manager")).json()) as { orders: { orderId: number }[]; couriers: { name: string }[] };
    expect(manager.orders.map((o) => o.orderId)).toContain(id);
    expect(manager.couriers.map((c) => c.name)).toEqual(["ali", "vali"]);
    const done = await step("ali", id, "delivered");
    expect(await done.json()).toMatchObject({ statusCode: 201 });
    expect(await codeOf(await step("ali", id, "delivered"))).toBe("not_on_the_way");
    const audit = (await (await k.call(`/audit?entity=order&entityId=${id}`, "admin")).json()) as { actor: string; action: string }[];
    expect(audit.filter((a) => a.actor === "ali").map((a) => a.action)).toEqual(["advance", "advance", "courier_take"]);
  });

  it("let a manager reassign or free an order, to a courier of its restaurant only", async () => {
    const id = await readyOrder();
    await step("ali", id, "take");
    expect(await codeOf(await as("ali", `/courier/orders/${id}/assign`, { courierId: staff.ali.id }))).toBe("role_not_allowed");
    const toFar = await k.call(`/courier/orders/${id}/assign`, "manager", { method: "POST", body: { courierId: staff.far.id } });
    expect(toFar.status).toBe(400);
    const toCook = await k.call(`/courier/orders/${id}/assign`, "manager", { method: "POST", body: { courierId: staff.cook.id } });
    expect(toCook.status).toBe(400);
    const toVali = await k.call(`/courier/orders/${id}/assign`, "manager", { method: "POST", body: { courierId: staff.vali.id } });
    expect(await toVali.json()).toMatchObject({ orderId: id, courier: { staffId: staff.vali.id, name: "vali" } });
    expect(await codeOf(await step("ali", id, "picked-up"))).toBe("not_your_order");
    expect((await step("vali", id, "picked-up")).status).toBe(200);
    // Freed, anyone may take it again.
    const freed = await k.call(`/courier/orders/${id}/assign`, "token", { method: "POST", body: { courierId: null } });
    expect(await freed.json()).toMatchObject({ courier: null });
    expect(await codeOf(await step("vali", id, "delivered"))).toBe("not_your_order");
    const otherManager = await k.call(`/courier/orders/${await k.placed(200, OTHER)}/assign`, "manager", {
      method: "POST",
      body: { courierId: null },
    });
    expect(otherManager.status).toBe(403);
  });
});

describe("the courier's position", () => {
  it("is sent by the assigned courier while on the way, at most every 15 s, and seen by the order's owner with an ETA", async () => {
    const id = await readyOrder();
    expect((await customerView(id)).status).toBe(404);
    await step("ali", id, "take");
    expect(await codeOf(await locate("ali", id))).toBe("not_on_the_way");
    await step("ali", id, "picked-up");
    expect(await codeOf(await locate("vali", id))).toBe("not_assigned");
    expect((await locate("far", id)).status).toBe(403);
    expect((await customerView(id)).status).toBe(404);

    expect((await locate("ali", id, 41.33, 69.25)).status).toBe(204);
    const seen = await customerView(id);
    expect(seen.status).toBe(200);
    const position = (await seen.json()) as { latitude: number; longitude: number; at: string; etaMinutes: number };
    expect(position).toMatchObject({ latitude: 41.33, longitude: 69.25, at: now.toISOString() });
    expect(position.etaMinutes).toBeGreaterThanOrEqual(1);

    const tooSoon = await locate("ali", id, 41.32, 69.25);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get("retry-after")).toBe("14");
    now = new Date(now.getTime() + 15_000);
    expect((await locate("ali", id, mirabad.latitude, mirabad.longitude)).status).toBe(204);
    expect(((await (await customerView(id)).json()) as { etaMinutes: number }).etaMinutes).toBe(1);

    // Only the order's owner, signed in.
    expect((await customerView(id, stranger.auth)).status).toBe(403);
    expect((await customerView(id, {})).status).toBe(401);
    expect((await customerView(999999)).status).toBe(404);
    expect((await customerView(Number.NaN)).status).toBe(400);
    const bad = await as("ali", `/orders/${id}/courier/location`, { latitude: 91, longitude: "x" });
    expect(bad.status).toBe(400);

    // Delivered: nothing is served, and the position is gone.
    await step("ali", id, "delivered");
    expect((await customerView(id)).status).toBe(404);
    now = new Date(now.getTime() + 15_000);
    expect(await codeOf(await locate("ali", id))).toBe("not_on_the_way");
  });

  it("is forgotten when the order leaves the way by another route (the board)", async () => {
    const id = await readyOrder();
    await step("vali", id, "take");
    await step("vali", id, "picked-up");
    now = new Date(now.getTime() + 15_000);
    expect((await locate("vali", id)).status).toBe(204);
    expect((await customerView(id)).status).toBe(200);
    expect((await k.call(`/orders/${id}/advance`, "manager", { method: "POST" })).status).toBe(200);
    expect((await customerView(id)).status).toBe(404);
    const result = (await k.t.database.db.execute(`select latitude, located_at from deliveries where order_id = ${id}`)) as unknown as {
      rows: { latitude: number | null; located_at: unknown }[];
    };
    const [row] = result.rows;
    expect(row).toMatchObject({ latitude: null, located_at: null });
  });
});
