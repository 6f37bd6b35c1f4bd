// The kitchen screen's API: a restaurant's confirmed and cooking orders with lines and modifiers,
// oldest first; a tap bumps an order through the orders' transitions (confirmed → cooking → ready)
// and nothing else; a cook stays in their restaurant; printing is the manager's or an admin's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/seed/menu";
import { mirabad, OTHER, ordersKit, type OrdersKit } from "./orders-test-kit";

let k: OrdersKit;
let cook: string;
let otherCook: string;
const withModifier = products.find((p) => p.modifiers.some((m) => !m.isRequired) && !p.modifiers.some((m) => m.isRequired));
beforeAll(async () => {
  k = await ordersKit();
  for (const [phone, restaurantId] of [
    ["+998901000401", mirabad.id],
    ["+998901000402", OTHER],
  ] as const) {
    const res = await k.call("/staff", "admin", {
      method: "POST",
      body: { phone, name: `Cook ${restaurantId}`, role: "cook", restaurantId },
    });
    expect(res.status).toBe(201);
  }
  cook = (await k.t.signIn("+998901000401")).cookie;
  otherCook = (await k.t.signIn("+998901000402")).cookie;
});
afterAll(() => k.t.close());

type Board = {
  restaurantId: string;
  orders: { orderId: number; statusCode: number; lines: { name: string; modifiers: { name: string }[] }[] }[];
};
const asCook = (path: string, who = cook, init: { method?: string; body?: unknown } = {}) =>
  k.t.app.request(`/api/operator${path}`, {
    method: init.method ?? "GET",
    headers: { Cookie: who, ...(init.body ? { "Content-Type": "application/json" } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
const board = async (who = cook, query = ""): Promise<Board> => (await (await asCook(`/kitchen${query}`, who)).json()) as Board;
const accept = (id: number) => k.call(`/orders/${id}/advance`, "manager", { method: "POST" });

describe("kitchen screen", () => {
  it("shows confirmed and cooking orders of the cook's restaurant, oldest first, with lines and modifiers", async () => {
    if (!withModifier) throw new Error("the demo menu has no product with an optional modifier");
    const modifier = withModifier.modifiers.find((m) => !m.isRequired);
    const first = await k.placed(0);
    const placed = await k.place(200, mirabad.id, [{ id: withModifier.id, count: 2, modifiers: [{ id: modifier?.id, count: 1 }] }]);
    expect(placed.status).toBe(201);
    const second = placed.orderId;
    const unaccepted = await k.placed(0);
    await accept(second);
    await accept(first);

    const seen = await board();
    expect(seen.restaurantId).toBe(mirabad.id);
    const ids = seen.orders.map((o) => o.orderId);
    expect(ids).not.toContain(unaccepted);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const tile = seen.orders.find((o) => o.orderId === second);
    expect(tile?.lines[0]).toMatchObject({ name: withModifier.name.ru, count: 2, modifiers: [{ name: modifier?.name.ru, count: 1 }] });
    // In the screen's language.
    const english = await board(cook, "?Language=3");
    expect(english.orders.find((o) => o.orderId === second)?.lines[0].name).toBe(withModifier.name.en);
    // Another restaurant's cook sees none of them, and cannot ask for this one.
    expect((await board(otherCook)).orders.map((o) => o.orderId)).not.toContain(first);
    expect((await asCook(`/kitchen?restaurantId=${mirabad.id}`, otherCook)).status).toBe(403);
  });

  it("bumps an order confirmed → cooking → ready, then lets it go", async () => {
    const id = await k.placed(200);
    expect((await asCook(`/kitchen/orders/${id}/advance`, cook, { method: "POST" })).status).toBe(409);
    await accept(id);
    const cooking = await asCook(`/kitchen/orders/${id}/advance?from=1`, cook, { method: "POST" });
    expect(cooking.status).toBe(200);
    expect(await cooking.json()).toMatchObject({ orderId: id, statusCode: 2 });
    // A second tablet one step behind does not skip a step.
    const stale = await asCook(`/kitchen/orders/${id}/advance?from=1`, cook, { method: "POST" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "status_changed" });
    expect(await (await asCook(`/kitchen/orders/${id}/advance`, cook, { method: "POST" })).json()).toMatchObject({ statusCode: 3 });
    expect((await board()).orders.map((o) => o.orderId)).not.toContain(id);
    const done = await asCook(`/kitchen/orders/${id}/advance`, cook, { method: "POST" });
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ code: "not_in_kitchen" });
    // Who did it is in the order's history.
    const audit = (await (await k.call(`/audit?entity=order&entityId=${id}`, "admin")).json()) as { actor: string; action: string }[];
    expect(audit.filter((a) => a.actor === "Cook mirabad").map((a) => a.action)).toEqual(["advance", "advance"]);
  });

  it("keeps a cook off another restaurant's orders", async () => {
    const id = await k.placed(200, OTHER);
    await k.call(`/orders/${id}/advance`, "token", { method: "POST" });
    const res = await asCook(`/kitchen/orders/${id}/advance`, cook, { method: "POST" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "other_restaurant" });
    expect((await asCook(`/kitchen/orders/${id}/advance`, otherCook, { method: "POST" })).status).toBe(200);
    expect((await asCook("/kitchen/orders/abc/advance", cook, { method: "POST" })).status).toBe(400);
    expect((await asCook("/kitchen/orders/999999/advance", cook, { method: "POST" })).status).toBe(404);
  });

  it("asks an admin which restaurant", async () => {
    const res = await k.call("/kitchen", "admin");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { restaurantId: "is required" } });
    expect((await k.call(`/kitchen?restaurantId=${OTHER}`, "admin")).status).toBe(200);
    expect((await k.call("/kitchen?restaurantId=atlantis", "admin")).status).toBe(404);
    expect((await k.call(`/kitchen?restaurantId=${OTHER}`, "manager")).status).toBe(403);
  });

  it("lets the manager or an admin turn printing on accept on, not a cook", async () => {
    expect((await board()) as unknown).toMatchObject({ printing: { printOnAccept: false, paperMm: 80 } });
    const body = { restaurantId: mirabad.id, printOnAccept: true, paperMm: 58 };
    const byCook = await asCook("/kitchen/printing", cook, { method: "PUT", body });
    expect(byCook.status).toBe(403);
    expect(await byCook.json()).toMatchObject({ code: "role_not_allowed" });
    expect((await k.call("/kitchen/printing", "manager", { method: "PUT", body: { ...body, restaurantId: OTHER } })).status).toBe(403);
    expect((await k.call("/kitchen/printing", "manager", { method: "PUT", body: { ...body, paperMm: 57 } })).status).toBe(400);
    const saved = await k.call("/kitchen/printing", "manager", { method: "PUT", body });
    expect(saved.status).toBe(200);
    expect((await board()) as unknown).toMatchObject({ printing: { printOnAccept: true, paperMm: 58 } });
    expect((await k.call("/kitchen/printing", "admin", { method: "PUT", body: { ...body, restaurantId: "atlantis" } })).status).toBe(400);
    const audit = (await (await k.call(`/audit?entity=restaurant&entityId=${mirabad.id}`, "admin")).json()) as { action: string }[];
    expect(audit[0]).toMatchObject({ action: "printing", details: { printOnAccept: true, paperMm: 58 } });
  });
});
