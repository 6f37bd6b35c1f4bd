import { describe, expect, it } from "vitest";
import { checkPromo, discountOf, isValidCode, normalizeCode, type PromoCode } from "./promo-code";

const code = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: "SPRING",
  kind: "percent",
  percent: 15,
  amount: null,
  productId: null,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  restaurantIds: [],
  firstOrderOnly: false,
  totalLimit: null,
  perCustomerLimit: null,
  isActive: true,
  ...over,
});
const now = new Date("2026-11-25T12:00:00+05:00");
const order = { subtotal: 100_000, restaurantId: "chilanzar", now };
const fresh = { totalUses: 0, customerUses: 0, customerOrders: 0 };

describe("promo codes", () => {
  it("normalises what the customer typed and accepts only plain codes from staff", () => {
    expect(normalizeCode("  spring 25 ")).toBe("SPRING25");
    expect(isValidCode("SPRING25")).toBe(true);
    expect(isValidCode("ВЕСНА-25")).toBe(true);
    expect(isValidCode("AB")).toBe(false);
    expect(isValidCode("=HYPERLINK(1)")).toBe(false);
  });

  it("a percent rounds down, an amount never exceeds the items", () => {
    expect(discountOf(code({ percent: 15 }), 99_999)).toBe(14_999);
    expect(discountOf(code({ kind: "amount", amount: 30_000 }), 20_000)).toBe(20_000);
    expect(discountOf(code({ kind: "product", productId: "cola" }), 20_000)).toBe(0);
  });

  it("gives its discount or free product when every condition holds", () => {
    expect(checkPromo(code(), order, fresh)).toEqual({ ok: true, discount: 15_000, freeProductId: null });
    expect(checkPromo(code({ kind: "product", productId: "cola" }), order, fresh)).toEqual({
      ok: true,
      discount: 0,
      freeProductId: "cola",
    });
  });

  it("refuses each broken condition with its reason", () => {
    const refusal = (c: PromoCode | undefined, counts = fresh, o = order) => {
      const result = checkPromo(c, o, counts);
      return result.ok ? null : result.refusal.kind;
    };
    expect(refusal(undefined)).toBe("unknown");
    expect(refusal(code({ isActive: false }))).toBe("unknown");
    expect(refusal(code({ startsAt: new Date("2026-12-01T00:00:00+05:00") }))).toBe("notStarted");
    expect(refusal(code({ endsAt: now }))).toBe("expired");
    expect(refusal(code({ restaurantIds: ["yunusabad"] }))).toBe("otherRestaurant");
    expect(refusal(code({ minOrder: 100_001 }))).toBe("belowMinimum");
    expect(refusal(code({ minOrder: 100_000 }))).toBe(null);
    expect(refusal(code({ firstOrderOnly: true }), { ...fresh, customerOrders: 1 })).toBe("firstOrderOnly");
    expect(refusal(code({ totalLimit: 100 }), { ...fresh, totalUses: 100 })).toBe("usedUp");
    expect(refusal(code({ totalLimit: 100 }), { ...fresh, totalUses: 99 })).toBe(null);
    expect(refusal(code({ perCustomerLimit: 1 }), { ...fresh, customerUses: 1 })).toBe("customerLimit");
  });
});
