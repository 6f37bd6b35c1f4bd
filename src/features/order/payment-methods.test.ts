import { describe, expect, it } from "vitest";
import { isPaidAhead, isPaymentType, isProviderMethod, methodUnavailable, offeredMethods, shownMethods } from "./payment-methods";

describe("the ways to pay the checkout offers", () => {
  it("shows what the restaurant takes, in a fixed order, whatever order the server listed them in", () => {
    expect(offeredMethods({ taken: ["click", "cash", "payme", "card"], inTelegram: false, telegramPayments: false })).toEqual([
      "cash",
      "card",
      "payme",
      "click",
    ]);
    expect(offeredMethods({ taken: ["cash", "click"], inTelegram: false, telegramPayments: false })).toEqual(["cash", "click"]);
  });

  it("offers only cash and card while the restaurant's list is unknown", () => {
    expect(offeredMethods({ taken: null, inTelegram: false, telegramPayments: false })).toEqual(["cash", "card"]);
    expect(offeredMethods({ taken: null, inTelegram: true, telegramPayments: false })).toEqual(["cash", "card"]);
  });

  it("offers Telegram's payment only inside Telegram", () => {
    const taken = ["cash", "card", "payme", "online"];
    expect(offeredMethods({ taken, inTelegram: false, telegramPayments: true })).toEqual(["cash", "card", "payme"]);
    expect(offeredMethods({ taken, inTelegram: true, telegramPayments: false })).toEqual(["cash", "card", "payme", "online"]);
    expect(offeredMethods({ taken: ["cash"], inTelegram: true, telegramPayments: true })).toEqual(["cash", "online"]);
    expect(offeredMethods({ taken: ["cash"], inTelegram: true, telegramPayments: false })).toEqual(["cash"]);
  });

  it("keeps a chosen method that is no longer offered in view, in its place, and says it cannot be sent once the list is known", () => {
    expect(shownMethods(["cash", "card", "click"], "payme")).toEqual(["cash", "card", "payme", "click"]);
    expect(shownMethods(["cash", "card"], "card")).toEqual(["cash", "card"]);
    expect(methodUnavailable("payme", ["cash", "card", "click"], true)).toBe(true);
    expect(methodUnavailable("payme", ["cash", "card"], false)).toBe(false);
    expect(methodUnavailable("click", ["cash", "card", "click"], true)).toBe(false);
  });

  it("tells methods paid on the provider's page and paid ahead from those paid at the door", () => {
    expect(["cash", "card", "payme", "click", "online"].map(isProviderMethod)).toEqual([false, false, true, true, false]);
    expect(["cash", "card", "payme", "click", "online"].map(isPaidAhead)).toEqual([false, false, true, true, true]);
    expect(["payme", "gold", null].map(isPaymentType)).toEqual([true, false, false]);
  });
});
