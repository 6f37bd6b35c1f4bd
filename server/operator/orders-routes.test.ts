import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTHER, type OrdersKit, ordersKit } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const advance = (id: number, who: Parameters<OrdersKit["call"]>[1] = "token") => k.call(`/orders/${id}/advance`, who, { method: "POST" });
const cancel = (id: number, reason: unknown, who: Parameters<OrdersKit["call"]>[1] = "token") =>
  k.call(`/orders/${id}/cancel`, who, { method: "POST", body: reason === undefined ? {} : { reason } });
const tracked = async (id: number) =>
  (await (await k.t.get(`/api/delivery/Get?orderId=${id}`, { headers: k.customer.auth })).json()) as {
    statusCode: number;
    cancelReason?: string | null;
    statusHistory: { statusCode: number }[];
  };

describe("moving orders", () => {
  it("moves a delivery through every status to completed, then refuses", async () => {
    const id = await k.placed(0);
    for (const expected of [1, 2, 3, 4, 201]) {
      const res = await advance(id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ orderId: id, statusCode: expected, restaurantId: "mirabad" });
    }
    const finished = await advance(id);
    expect(finished.status).toBe(409);
    expect(await finished.json()).toMatchObject({ code: "illegal_transition" });
    expect((await tracked(id)).statusHistory.map((h) => h.statusCode)).toEqual([0, 1, 2, 3, 4, 201]);
  });

  it("refuses a move made from a stale screen (from=), so two people pressing Confirm do not skip a step", async () => {
    const id = await k.placed(200);
    expect((await k.call(`/orders/${id}/advance?from=0`, "token", { method: "POST" })).status).toBe(200);
    const stale = await k.call(`/orders/${id}/advance?from=0`, "token", { method: "POST" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "status_changed" });
    expect((await tracked(id)).statusHistory.map((h) => h.statusCode)).toEqual([0, 1]);
    expect((await k.call(`/orders/${id}/advance?from=x`, "token", { method: "POST" })).status).toBe(400);
  });

  it("completes a pickup after ready, without 'on the way'", async () => {
    const id = await k.placed(200);
    for (let i = 0; i < 3; i++) await advance(id);
    expect(((await (await advance(id)).json()) as { statusCode: number }).statusCode).toBe(201);
  });

  it("cancels with a reason the customer's tracker shows, and records who did it", async () => {
    const id = await k.placed(0);
    await advance(id, "manager");
    const res = await cancel(id, "  Out of dough  ", "manager");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ orderId: id, statusCode: 255 });
    const seen = await tracked(id);
    expect(seen.statusCode).toBe(255);
    expect(seen.cancelReason).toBe("Out of dough");
    expect((await advance(id)).status).toBe(409);

    const audit = (await (await k.call(`/audit?entity=order&entityId=${id}`, "manager")).json()) as {
      actor: string;
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(audit.map((a) => [a.actor, a.action, a.details])).toEqual([
      ["Mirabad manager", "cancel", { from: 1, to: 255, reason: "Out of dough" }],
      ["Mirabad manager", "advance", { from: 0, to: 1 }],
    ]);
  });

  it("a live order has no cancel reason on the tracker", async () => {
    expect((await tracked(await k.placed(0))).cancelReason).toBeNull();
  });

  it("refuses a cancel without a good reason, and leaves the order as it was", async () => {
    const id = await k.placed(0);
    for (const reason of [undefined, "", "   ", "x".repeat(301), "line\nbreak", "\u202ereversed", 42]) {
      const res = await cancel(id, reason);
      expect(res.status, JSON.stringify(reason)).toBe(400);
      expect(((await res.json()) as { fields?: Record<string, string> }).fields).toHaveProperty("reason");
    }
    const noJson = await k.t.app.request(`/api/operator/orders/${id}/cancel`, {
      method: "POST",
      headers: { Authorization: "Bearer op-secret", "Content-Type": "application/json" },
      body: "{",
    });
    expect(noJson.status).toBe(400);
    expect((await tracked(id)).statusCode).toBe(0);
  });

  it("does not cancel an order on the way", async () => {
    const id = await k.placed(0);
    for (let i = 0; i < 4; i++) await advance(id);
    const res = await cancel(id, "Too late");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "illegal_transition" });
  });

  it("keeps an unpaid online order out of the kitchen until it is paid", async () => {
    const id = await k.placed(200);
    await k.makeOnlineUnpaid(id);
    const res = await advance(id);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "awaiting_payment" });
    expect((await tracked(id)).statusCode).toBe(0);
    await k.markPaid(id);
    expect(((await (await advance(id)).json()) as { statusCode: number }).statusCode).toBe(1);
  });
});

describe("who may move an order", () => {
  it("a manager moves their own restaurant's orders only", async () => {
    const other = await k.placed(200, OTHER);
    for (const res of [await advance(other, "manager"), await cancel(other, "No", "manager")]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "other_restaurant" });
    }
    expect((await tracked(other)).statusCode).toBe(0);
    expect((await advance(other, "admin")).status).toBe(200);
  });

  it("refuses strangers (403), nobody (401), a wrong token (401), bad and unknown ids", async () => {
    const id = await k.placed(0);
    expect((await advance(id, "stranger")).status).toBe(403);
    expect((await cancel(id, "x", "stranger")).status).toBe(403);
    expect((await advance(id, "nobody")).status).toBe(401);
    const wrong = await k.t.app.request(`/api/operator/orders/${id}/advance`, {
      method: "POST",
      headers: { Authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
    expect((await tracked(id)).statusCode).toBe(0);
    expect((await k.call("/orders/abc/advance", "token", { method: "POST" })).status).toBe(400);
    expect((await k.call("/orders/0/advance", "token", { method: "POST" })).status).toBe(400);
    expect((await k.call("/orders/999999/advance", "token", { method: "POST" })).status).toBe(404);
    expect((await cancel(999999, "x")).status).toBe(404);
  });
});

describe("the customer's live tracker", () => {
  it("streams the status as the operator moves the order, and ends when it is finished", async () => {
    const id = await k.placed(200);
    const res = await k.t.get(`/api/delivery/Events?orderId=${id}`, { headers: k.customer.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const seen: number[] = [];
    let lastHistory: number[] = [];
    let buffer = "";
    const mover = (async () => {
      for (let i = 0; i < 4; i++) {
        await new Promise((r) => setTimeout(r, 1200));
        await advance(id);
      }
    })();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      for (const match of buffer.matchAll(/event: status\ndata: (.*)\n/g)) {
        const state = JSON.parse(match[1]) as { statusCode: number; statusHistory: { statusCode: number }[] };
        if (seen.at(-1) !== state.statusCode) seen.push(state.statusCode);
        lastHistory = state.statusHistory.map((h) => h.statusCode);
      }
      buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
    }
    await mover;
    // Updates arrive while the order moves (a slow poll may fold two steps into one event).
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(201);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(lastHistory).toEqual([0, 1, 2, 3, 201]);
  }, 20_000);

  it("another customer's stream is a 403", async () => {
    const id = await k.placed(0);
    const other = await k.t.signIn("+998901000010");
    expect((await k.t.get(`/api/delivery/Events?orderId=${id}`, { headers: other.auth })).status).toBe(403);
  });
});
