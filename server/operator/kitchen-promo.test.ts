// The kitchen sees an order's promo code (issue 26): GET /api/operator/kitchen carries the code and
// its discount, marks the free product's line as a gift, and the total to collect is the order's
// discounted total (subtotal − discount + delivery), not subtotal + delivery.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amountAndGiftCodes, gift, kitchenTile, ordersKitWithCodes, placeAccepted } from "./kitchen-test-kit";
import { type OrdersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKitWithCodes(amountAndGiftCodes("KSPRING", 15_000, "KGIFT"));
});
afterAll(() => k.t.close());

/** Three plain products with the code (or none), accepted by the manager. */
const acceptedWith = (promoCode: string | undefined, orderTypeId: 0 | 200) => placeAccepted(k, { orderTypeId, count: 3, promoCode });
const tile = (id: number) => kitchenTile(k, id);

describe("the kitchen screen's promo codes", () => {
  it("an amount off: the code, the discount, and the total to collect with it", async () => {
    const o = await tile(await acceptedWith("KSPRING", 0));
    const subtotal = 3 * plain.price;
    expect(o.priceOfDelivery).toBeGreaterThanOrEqual(0);
    expect(o).toMatchObject({ promoCode: "KSPRING", discount: 15_000, subtotal, total: subtotal - 15_000 + o.priceOfDelivery });
    expect(o.total).not.toBe(o.subtotal + o.priceOfDelivery);
    expect(o.lines.map((l) => l.gift)).toEqual([false]);
  });

  it("a free product: its line is a gift at no price, the total is the paid items'", async () => {
    const o = await tile(await acceptedWith("KGIFT", 200));
    expect(o).toMatchObject({ promoCode: "KGIFT", discount: 0, subtotal: 3 * plain.price, total: 3 * plain.price });
    expect(o.lines.find((l) => l.gift)).toMatchObject({ name: gift.name.ru, count: 1, price: 0 });
    expect(o.lines.filter((l) => !l.gift)).toHaveLength(1);
  });

  it("an order without a code: no code, nothing off", async () => {
    const o = await tile(await acceptedWith(undefined, 200));
    expect(o).toMatchObject({ promoCode: null, discount: 0, total: o.subtotal });
  });
});
