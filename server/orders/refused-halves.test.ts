// A refused half-and-half line names the half that is wrong (a defect: the message named the line's
// first half whatever was refused): an unknown, sold-out, not-in-halves or other-size second half is
// `products.N.half` with that half's name; the first half's own fault is `products.N` with its name;
// both halves wrong, both are named.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/seed/menu";
import { type OrdersKit, ordersKit } from "../operator/orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const priceOf = (id: string) => {
  const found = products.find((p) => p.id === id);
  if (!found) throw new Error(`The demo menu has no ${id}`);
  return found.price;
};
const halves = (first: string, second: string, variantId = "30/traditional") => ({
  id: first,
  count: 1,
  modifiers: [],
  variantId,
  half: { id: second, removed: [] },
});
type Refusal = { status: number; code?: string; error?: string; fields?: Record<string, string> };

async function refused(line: ReturnType<typeof halves>): Promise<Refusal> {
  const res = (await k.place(200, "mirabad", [line] as never)) as Refusal;
  expect(res.status, JSON.stringify(res)).toBe(422);
  expect(res.code).toBe("invalid_products");
  return res;
}

const stop = async (productId: string, stopped: boolean) =>
  expect((await k.call("/stop-list", "admin", { method: "PUT", body: { restaurantId: "mirabad", productId, stopped } })).status).toBe(200);

describe("a refused half-and-half line", () => {
  it("names an unknown second half by its id, not the first half", async () => {
    const res = await refused(halves("margherita", "ghost-pizza"));
    expect(res.fields).toEqual({ "products.0.half": "is not on the menu" });
    expect(res.error).toContain("products.0.half (ghost-pizza) is not on the menu");
    expect(res.error).not.toContain("Margherita");
  });

  it("names a sold-out second half, and both halves when both are sold out", async () => {
    await stop("pepperoni", true);
    try {
      const second = await refused(halves("margherita", "pepperoni"));
      expect(second.fields).toEqual({ "products.0.half": "is sold out at this restaurant today" });
      expect(second.error).toContain("products.0.half (Pepperoni) is sold out");
      expect(second.error).not.toContain("Margherita");
      await stop("margherita", true);
      const both = await refused(halves("margherita", "pepperoni"));
      expect(both.fields).toEqual({
        "products.0": "is sold out at this restaurant today",
        "products.0.half": "is sold out at this restaurant today",
      });
      expect(both.error).toContain("products.0 (Margherita) is sold out");
      expect(both.error).toContain("products.0.half (Pepperoni) is sold out");
    } finally {
      await stop("pepperoni", false);
      await stop("margherita", false);
    }
  });

  it("names the half that is not made in halves: the second, the first, or both", async () => {
    // The demo's Garden Veggie and Tuna are not made in halves; Margherita is.
    const second = await refused(halves("margherita", "garden"));
    expect(second.fields).toEqual({ "products.0.half": "is not made in halves" });
    expect(second.error).toContain("products.0.half (Garden Veggie) is not made in halves");
    expect(second.error).not.toContain("Margherita");

    const first = await refused(halves("garden", "margherita"));
    expect(first.fields).toEqual({ "products.0": "is not made in halves" });
    expect(first.error).toContain("products.0 (Garden Veggie) is not made in halves");
    expect(first.error).not.toContain("Margherita");

    const both = await refused(halves("garden", "tuna"));
    expect(both.fields).toEqual({ "products.0": "is not made in halves", "products.0.half": "is not made in halves" });
    expect(both.error).toContain("products.0 (Garden Veggie) is not made in halves");
    expect(both.error).toContain("products.0.half (Tuna) is not made in halves");
  });

  it("names a second half not made in the line's size", async () => {
    const L = (s: string) => ({ ru: s, en: s, uz: s });
    const only30 = {
      sizeId: "30",
      size: L("30 cm"),
      doughId: "traditional",
      dough: L("traditional"),
      price: priceOf("pepperoni"),
      portion: L("560 g"),
      imageScale: 1,
      isDefault: true,
    };
    expect((await k.call("/products/pepperoni", "admin", { method: "PATCH", body: { variants: [only30] } })).status).toBe(204);
    const res = await refused(halves("margherita", "pepperoni", "35/thin"));
    expect(res.fields).toEqual({ "products.0.half": "is not made in 35/thin" });
    expect(res.error).toContain("products.0.half (Pepperoni) is not made in 35/thin");
    expect(res.error).not.toContain("Margherita");
  });
});
