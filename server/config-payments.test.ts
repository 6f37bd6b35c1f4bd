import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { production, refusal } from "./config-test-kit";

const payme = { PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb", PAYME_KEY: "key-from-cabinet" };
const click = { CLICK_SERVICE_ID: "12345", CLICK_MERCHANT_ID: "6789", CLICK_MERCHANT_USER_ID: "42", CLICK_SECRET_KEY: "s3cret" };

describe("payment settings", () => {
  it("leaves both providers off by default, with a 20-minute window and the providers' real hosts", () => {
    const config = loadConfig({});
    expect(config.payme).toBeNull();
    expect(config.click).toBeNull();
    expect(config.paymentWindowMinutes).toBe(20);
    const on = loadConfig({ ...payme, ...click });
    expect(on.payme).toEqual({ merchantId: payme.PAYME_MERCHANT_ID, key: payme.PAYME_KEY, checkoutUrl: "https://checkout.paycom.uz" });
    expect(on.click).toMatchObject({
      serviceId: "12345",
      merchantId: "6789",
      merchantUserId: "42",
      secretKey: "s3cret",
      payUrl: "https://my.click.uz/services/pay",
      apiUrl: "https://api.click.uz/v2/merchant",
      fiscalUrl: null,
    });
  });

  it("takes the sandbox hosts and a window in minutes", () => {
    const config = loadConfig({ ...payme, PAYME_CHECKOUT_URL: "https://test.paycom.uz/", PAYMENT_WINDOW_MINUTES: "45" });
    expect(config.payme?.checkoutUrl).toBe("https://test.paycom.uz");
    expect(config.paymentWindowMinutes).toBe(45);
  });

  it.each([
    [{ PAYMENT_WINDOW_MINUTES: "0" }, "PAYMENT_WINDOW_MINUTES"],
    [{ PAYMENT_WINDOW_MINUTES: "twenty" }, "PAYMENT_WINDOW_MINUTES"],
    [{ PAYME_CHECKOUT_URL: "checkout.paycom.uz" }, "PAYME_CHECKOUT_URL"],
    [{ CLICK_SERVICE_ID: "svc-1" }, "CLICK_SERVICE_ID"],
    [{ CLICK_API_URL: "ftp://click" }, "CLICK_API_URL"],
    [{ CLICK_FISCAL_URL: "not a url" }, "CLICK_FISCAL_URL"],
  ])("stops on %o naming the variable", (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("keeps a half-configured provider off outside production", () => {
    const config = loadConfig({ PAYME_MERCHANT_ID: payme.PAYME_MERCHANT_ID, CLICK_SECRET_KEY: "s3cret" });
    expect(config.payme).toBeNull();
    expect(config.click).toBeNull();
  });

  it("refuses a half-configured provider in production, naming what is missing", () => {
    expect(refusal({ ...production, PAYME_MERCHANT_ID: payme.PAYME_MERCHANT_ID })).toMatch(
      /PAYME_KEY: is required: Payme is half configured/,
    );
    const message = refusal({ ...production, ...click, CLICK_MERCHANT_USER_ID: "" });
    expect(message).toMatch(/CLICK_MERCHANT_USER_ID: is required: Click is half configured/);
    expect(loadConfig({ ...production, ...payme, ...click }).click?.serviceId).toBe("12345");
    expect(loadConfig(production).payme).toBeNull();
  });
});
