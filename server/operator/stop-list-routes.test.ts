import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StopListState } from "../../src/contract/operator";
import { products } from "../db/seed/menu";
import { stoppedModifiers } from "../orders/stop-list";
import { OTHER, type OrdersKit, ordersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

// A product with an optional modifier, ordered with its required ones and that extra.
const withExtra = products.find((p) => p.modifiers.some((m) => !m.isRequired && !m.isDefault));
if (!withExtra) throw new Error("The demo menu has no product with an optional modifier");
const extra = withExtra.modifiers.find((m) => !m.isRequired && !m.isDefault);
if (!extra) throw new Error("unreachable");
const lineWith = (count: number) => ({
  id: withExtra.id,
  count: 1,
  modifiers: [...withExtra.modifiers.filter((m) => m.isRequired).map((m) => ({ id: m.id, count: 1 })), { id: extra.id, count }],
});

const put = (body: unknown, who: Parameters<OrdersKit["call"]>[1] = "manager") => k.call("/stop-list", who, { method: "PUT", body });
const state = async (query: string, who: Parameters<OrdersKit["call"]>[1] = "manager") => {
  const res = await k.call(`/stop-list${query}`, who);
  expect(res.status).toBe(200);
  return (await res.json()) as StopListState;
};

describe("the stop-list", () => {
  it("a manager stops a modifier; orders with it are refused at once, orders without it are not", async () => {
    const res = await put({ restaurantId: "mirabad", modifierId: extra.id, stopped: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ restaurantId: "mirabad", modifierId: extra.id, stopped: true });
    expect((await stoppedModifiers(k.t.database.db, "mirabad")).has(extra.id)).toBe(true);
    expect((await state("")).modifiers).toEqual([expect.objectContaining({ id: extra.id, productId: withExtra.id, name: extra.name.ru })]);

    const refused = await k.place(200, "mirabad", [lineWith(1)]);
    expect(refused.status).toBe(422);
    expect(refused).toMatchObject({ code: "invalid_products", fields: { "products.0.modifiers": expect.stringContaining(extra.id) } });
    expect((await k.place(200, "mirabad", [lineWith(0)])).status).toBe(201);
    // Another restaurant still serves it.
    expect((await k.place(200, OTHER, [lineWith(1)])).status).toBe(201);

    expect((await put({ restaurantId: "mirabad", modifierId: extra.id, stopped: false })).status).toBe(200);
    expect((await k.place(200, "mirabad", [lineWith(1)])).status).toBe(201);
  });

  it("an admin stops a product anywhere; the audit says who", async () => {
    expect((await put({ restaurantId: OTHER, productId: plain.id, stopped: true }, "admin")).status).toBe(200);
    expect((await state(`?restaurantId=${OTHER}`, "admin")).products.map((p) => p.id)).toContain(plain.id);
    const refused = await k.place(200, OTHER);
    expect(refused.status).toBe(422);
    expect(refused).toMatchObject({ code: "invalid_products" });
    // Stopping it again changes nothing and records nothing more.
    expect((await put({ restaurantId: OTHER, productId: plain.id, stopped: true }, "admin")).status).toBe(200);
    expect((await put({ restaurantId: OTHER, productId: plain.id, stopped: false }, "token")).status).toBe(200);
    expect((await k.place(200, OTHER)).status).toBe(201);
    const audit = (await (await k.call(`/audit?entity=stop-list&entityId=${OTHER}`, "admin")).json()) as {
      actor: string;
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(audit.map((a) => [a.actor, a.action, a.details])).toEqual([
      ["operator token", "restart", { restaurantId: OTHER, productId: plain.id }],
      ["Demo admin", "stop", { restaurantId: OTHER, productId: plain.id }],
    ]);
  });

  it("a manager cannot read or change another restaurant's stop-list", async () => {
    const read = await k.call(`/stop-list?restaurantId=${OTHER}`, "manager");
    expect(read.status).toBe(403);
    expect(await read.json()).toMatchObject({ code: "other_restaurant" });
    const write = await put({ restaurantId: OTHER, productId: plain.id, stopped: true });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: "other_restaurant" });
    expect((await state(`?restaurantId=${OTHER}`, "admin")).products.map((p) => p.id)).not.toContain(plain.id);
  });

  it("refuses unknown items and restaurants, bad bodies, strangers and nobody", async () => {
    const cases: [unknown, number, string][] = [
      [{ restaurantId: "mirabad", productId: "no-such", stopped: true }, 404, "productId"],
      [{ restaurantId: "mirabad", modifierId: "no-such", stopped: true }, 404, "modifierId"],
      [{ restaurantId: "atlantis", productId: plain.id, stopped: true }, 404, "restaurantId"],
      [{ restaurantId: "mirabad", stopped: true }, 400, "productId"],
      [{ restaurantId: "mirabad", productId: plain.id, modifierId: extra.id, stopped: true }, 400, "productId"],
      [{ restaurantId: "mirabad", productId: plain.id, stopped: "yes" }, 400, "stopped"],
      [{ restaurantId: "mir\u0000abad", productId: plain.id, stopped: true }, 400, "restaurantId"],
    ];
    for (const [body, status, field] of cases) {
      const res = await put(body, "admin");
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { fields?: Record<string, string> }).fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await k.call("/stop-list", "admin")).status).toBe(400);
    expect((await k.call("/stop-list?restaurantId=atlantis", "admin")).status).toBe(404);
    expect((await k.call("/stop-list", "stranger")).status).toBe(403);
    expect((await k.call("/stop-list", "nobody")).status).toBe(401);
    expect((await put({ restaurantId: "mirabad", productId: plain.id, stopped: true }, "stranger")).status).toBe(403);
    expect((await put({ restaurantId: "mirabad", productId: plain.id, stopped: true }, "nobody")).status).toBe(401);
    expect((await state("")).products.map((p) => p.id)).not.toContain(plain.id);
  });
});
