import { describe, expect, it } from "vitest";
import { clickPayUrl } from "./click/pay-url";
import { paymeCheckoutUrl } from "./payme/checkout-url";

describe("checkout links", () => {
  it("encodes Payme's parameters in base64 after the checkout host", () => {
    const url = paymeCheckoutUrl(
      { merchantId: "587f72c72cac0d162c722ae2", checkoutUrl: "https://checkout.paycom.uz/" },
      { orderId: 197, amountTiyin: 500, language: "uz", returnUrl: "https://pizza.example/uz/orders/197" },
    );
    expect(url.startsWith("https://checkout.paycom.uz/")).toBe(true);
    const decoded = Buffer.from(url.slice("https://checkout.paycom.uz/".length), "base64").toString("utf8");
    expect(decoded).toBe("m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500;l=uz;c=https://pizza.example/uz/orders/197");
  });

  it("puts Click's service, merchant, amount in so'm with two decimals, order and return page in the query", () => {
    const url = new URL(
      clickPayUrl(
        { serviceId: "12345", merchantId: "6789", payUrl: "https://my.click.uz/services/pay" },
        { orderId: 42, amount: 89000, returnUrl: "https://pizza.example/ru/orders/42?a=1" },
      ),
    );
    expect(url.origin + url.pathname).toBe("https://my.click.uz/services/pay");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: "12345",
      merchant_id: "6789",
      amount: "89000.00",
      transaction_param: "42",
      return_url: "https://pizza.example/ru/orders/42?a=1",
    });
  });
});
