import { describe, expect, it } from "vitest";
import { promoInAddress } from "./promo-link";

const at = (path: string) => `https://pizza.example${path}`;

describe("a promo code in the address", () => {
  it("is read normalised and leaves the address, the rest kept in order", () => {
    expect(promoInAddress(at("/?promo=spring15&bc=7"))).toEqual({ code: "SPRING15", rest: "/?bc=7" });
    expect(promoInAddress(at("/en?utm_source=bot&promo=%20Spring%2015%20&bc=3#12"))).toEqual({
      code: "SPRING15",
      rest: "/en?utm_source=bot&bc=3#12",
    });
    // Telegram's launch parameters in the hash stay where they are.
    expect(promoInAddress(at("/uz?promo=PIZZA10#tgWebAppData=x&tgWebAppVersion=8.0"))).toEqual({
      code: "PIZZA10",
      rest: "/uz#tgWebAppData=x&tgWebAppVersion=8.0",
    });
    // Cyrillic codes are codes too.
    expect(promoInAddress(at(`/?promo=${encodeURIComponent("весна20")}`))).toEqual({ code: "ВЕСНА20", rest: "/" });
  });

  it("names nothing without `promo`, and drops an empty or unusable value from the address", () => {
    expect(promoInAddress(at("/?bc=7#12"))).toBeNull();
    expect(promoInAddress(at("/?promocode=X"))).toBeNull();
    expect(promoInAddress(at("/?promo=&bc=7"))).toEqual({ code: null, rest: "/?bc=7" });
    expect(promoInAddress(at("/?promo=%20%20"))).toEqual({ code: null, rest: "/" });
    expect(promoInAddress(at("/?promo=A%00B"))).toEqual({ code: null, rest: "/" });
    expect(promoInAddress(at(`/?promo=${"x".repeat(100)}`))?.code).toBe("X".repeat(64));
  });
});
