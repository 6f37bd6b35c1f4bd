// The order history's list names a half-and-half pizza's other half (not only its id), in the asked
// language, so the history's card reads "½ Margherita + ½ Pepperoni".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mirabad, type OrdersKit, ordersKit } from "../operator/orders-test-kit";

let k: OrdersKit;
afterAll(() => k.t.close());
beforeAll(async () => {
  k = await ordersKit();
});

describe("the order history's list", () => {
  it("names the other half of a half-and-half in the asked language", async () => {
    const customer = await k.t.signIn("+998901000432");
    const res = await k.t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "list-halves", ...customer.auth },
      body: JSON.stringify({
        orderTypeId: 200,
        restaurantId: mirabad.id,
        address: null,
        products: [
          { id: "margherita", count: 1, variantId: "30/traditional", half: { id: "pepperoni", removed: ["oregano"] }, modifiers: [] },
        ],
        name: "B",
        phone: "+998901000432",
        paymentType: "cash",
      }),
    });
    expect(res.status).toBe(201);
    const list = async (language: number) =>
      (await (
        await k.t.get(`/api/delivery/List?customerId=${customer.customerId}&Language=${language}`, { headers: customer.auth })
      ).json()) as {
        order: { products: { name: string; half: unknown }[] };
      }[];
    const [en] = await list(3);
    expect(en.order.products).toEqual([
      expect.objectContaining({ name: "Margherita", half: { id: "pepperoni", name: "Pepperoni", removed: ["oregano"] } }),
    ]);
    const [ru] = await list(2);
    expect(ru.order.products[0]).toMatchObject({ name: "Маргарита", half: { name: "Пепперони" } });
  });
});
