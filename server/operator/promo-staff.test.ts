// Staff see an order's promo code (issue 26): the board's order detail carries the code, the
// discount and the free product's gift line; the courier collects the total with the discount; the
// operators' Telegram message says "Промокод SPRING: −15 000 сум" and the gift line "бесплатно".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorOrderDetail } from "../../src/contract/operator";
import { formatMoney } from "../../src/domain/money";
import { loadOrder, renderOperator } from "../bot/render";
import { amountAndGiftCodes, gift, ordersKitWithCodes, placeCash } from "./kitchen-test-kit";
import { type OrdersKit, plain } from "./orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKitWithCodes(amountAndGiftCodes("SPRING", 15_000, "GIFT"));
});
afterAll(() => k.t.close());

/** Three plain products with the code, placed (not accepted yet). */
const placeWith = (promoCode: string, orderTypeId: 0 | 200) => placeCash(k, { orderTypeId, count: 3, promoCode });
const detail = async (id: number) => (await (await k.call(`/orders/${id}`, "manager")).json()) as OperatorOrderDetail;
const operatorsText = async (id: number) => {
  const view = await loadOrder(k.t.database.db, id);
  if (!view) throw new Error(`order ${id} not found`);
  return renderOperator(view).text;
};

describe("an order with a promo code, as staff see it", () => {
  it("an amount off: the board's detail, the courier's total and the operators' message", async () => {
    const id = await placeWith("SPRING", 0);
    const d = await detail(id);
    const subtotal = 3 * plain.price;
    expect(d).toMatchObject({ promoCode: "SPRING", discount: 15_000, subtotal, total: subtotal - 15_000 + d.priceOfDelivery });
    expect(d.products.some((l) => l.gift)).toBe(false);

    const text = await operatorsText(id);
    expect(text).toContain(`Промокод SPRING: −${formatMoney(15_000, "ru")}`);
    expect(text).toContain(`Итого: ${formatMoney(d.total, "ru")}`);

    // On to the courier: the card's total to collect is the one with the discount.
    for (let i = 0; i < 4; i++) {
      const list = (await (await k.call("/courier", "manager")).json()) as { orders: { orderId: number; total: number }[] };
      const card = list.orders.find((o) => o.orderId === id);
      if (card) {
        expect(card.total).toBe(subtotal - 15_000 + d.priceOfDelivery);
        return;
      }
      expect((await k.call(`/orders/${id}/advance`, "manager", { method: "POST" })).status).toBe(200);
    }
    throw new Error("the order never reached the courier's list");
  });

  it("a free product: its gift line on the board's detail, 'free' in the operators' message", async () => {
    const id = await placeWith("GIFT", 200);
    const d = await detail(id);
    expect(d).toMatchObject({ promoCode: "GIFT", discount: 0, total: 3 * plain.price });
    expect(d.products.find((l) => l.gift)).toMatchObject({ id: gift.id, total: 0 });
    const text = await operatorsText(id);
    expect(text).toContain("Промокод GIFT");
    expect(text).toMatch(new RegExp(`1 × ${gift.name.ru}.* — бесплатно`));
    expect(text).not.toContain(`— ${formatMoney(0, "ru")}`);
  });
});
