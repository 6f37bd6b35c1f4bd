// An order refused for what the restaurant has stopped names every refused line, not only the
// first (issue 24, a defect): each line in `fields`, and all of them, by name, in the message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/seed/menu";
import { type OrdersKit, ordersKit, plain } from "../operator/orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const product = (id: string) => {
  const found = products.find((p) => p.id === id);
  if (!found) throw new Error(`The demo menu has no ${id}`);
  return found;
};
/** A line of a product with its required modifiers, and `extra` ones. */
const line = (id: string, extra: string[] = []) => ({
  id,
  count: 1,
  modifiers: [
    ...product(id)
      .modifiers.filter((m) => m.isRequired)
      .map((m) => ({ id: m.id, count: 1 })),
    ...extra.map((m) => ({ id: m, count: 1 })),
  ],
});
type Refusal = { status: number; code?: string; error?: string; fields?: Record<string, string> };

describe("an order with several stopped lines", () => {
  it("names every stopped product (the demo stop-list at Chilanzar: tiramisu and shrimp pesto)", async () => {
    const refused = (await k.place(200, "chilanzar", [line(plain.id), line("tiramisu"), line("shrimp-pesto")])) as Refusal;
    expect(refused.status).toBe(422);
    expect(refused.code).toBe("invalid_products");
    expect(Object.keys(refused.fields ?? {})).toEqual(["products.1", "products.2"]);
    expect(refused.error).toContain("products.1 (Tiramisu) is sold out");
    expect(refused.error).toContain("products.2 (Shrimp Pesto) is sold out");
    expect(refused.error).not.toContain(product(plain.id).name.en);
  });

  it("names every stopped modifier, on every line that holds one", async () => {
    const withExtras = products.filter((p) => p.modifiers.filter((m) => !m.isRequired && !m.isDefault).length >= 2);
    const [first, second] = withExtras;
    if (!first || !second) throw new Error("The demo menu has too few products with two optional modifiers");
    const extras = (p: typeof first) => p.modifiers.filter((m) => !m.isRequired && !m.isDefault).slice(0, 2);
    const stopped = [...extras(first), extras(second)[0]];
    for (const m of stopped)
      expect(
        (await k.call("/stop-list", "admin", { method: "PUT", body: { restaurantId: "mirabad", modifierId: m.id, stopped: true } })).status,
      ).toBe(200);
    try {
      const lines = [
        line(
          first.id,
          extras(first).map((m) => m.id),
        ),
        line(plain.id),
        line(second.id, [extras(second)[0].id]),
      ];
      const refused = (await k.place(200, "mirabad", lines)) as Refusal;
      expect(refused.status).toBe(422);
      expect(refused.code).toBe("invalid_products");
      expect(refused.fields).toEqual({
        "products.0.modifiers": `${extras(first)[0].id}, ${extras(first)[1].id} are sold out at this restaurant today`,
        "products.2.modifiers": `${extras(second)[0].id} is sold out at this restaurant today`,
      });
      expect(refused.error).toContain(`products.0.modifiers (${first.name.en})`);
      expect(refused.error).toContain(`products.2.modifiers (${second.name.en})`);
    } finally {
      for (const m of stopped)
        await k.call("/stop-list", "admin", { method: "PUT", body: { restaurantId: "mirabad", modifierId: m.id, stopped: false } });
    }
  });
});
