import { describe, expect, it } from "vitest";
import { keyFor } from "./idempotency";
import { checkForm, EMPTY_FORM } from "./order-form";
import { refusedLineNames, serverFieldErrors } from "./server-fields";

describe("form checks before sending", () => {
  const filled = { ...EMPTY_FORM, address: "Amir Temur", house: "1", name: "Aziza", phoneDigits: "901234567" };

  it("passes a complete delivery form while the restaurant is open", () => {
    expect(checkForm(filled, 0, true)).toEqual({});
  });

  it("needs the street and house for delivery only, a name, and a valid Uzbek phone", () => {
    expect(checkForm({ ...filled, address: " ", house: " ", name: "", phoneDigits: "0123" }, 0, true)).toEqual({
      address: "required",
      house: "required",
      name: "required",
      phone: "badPhone",
    });
    expect(checkForm({ ...filled, house: "" }, 0, true)).toEqual({ house: "required" });
    expect(checkForm({ ...filled, address: "", house: "" }, 200, true)).toEqual({});
  });

  it("refuses 'as soon as possible' while closed and a slot mode with no slot", () => {
    expect(checkForm(filled, 0, false)).toEqual({ slot: "closedNow" });
    expect(checkForm({ ...filled, when: "slot" }, 0, false)).toEqual({ slot: "chooseSlot" });
    expect(checkForm({ ...filled, when: "slot", slot: "2026-11-21T19:00:00+05:00" }, 0, false)).toEqual({});
  });

  it("refuses a cash note below the order's total or above 10 000 000, and none for a card", () => {
    expect(checkForm({ ...filled, changeFrom: "100000" }, 0, true, 100_000)).toEqual({});
    expect(checkForm({ ...filled, changeFrom: "50000" }, 0, true, 85_000)).toEqual({ changeFrom: "changeBelowTotal" });
    expect(checkForm({ ...filled, changeFrom: "500" }, 0, true)).toEqual({ changeFrom: "changeBelowTotal" });
    expect(checkForm({ ...filled, changeFrom: "20000000" }, 0, true, 85_000)).toEqual({ changeFrom: "changeTooLarge" });
    expect(checkForm({ ...filled, changeFrom: "" }, 0, true, 85_000)).toEqual({});
    // A note typed before switching to card is not sent, so not checked.
    expect(checkForm({ ...filled, paymentType: "card", changeFrom: "50000" }, 0, true, 85_000)).toEqual({});
  });
});

describe("server field errors on the form", () => {
  it("puts address parts, products and top-level fields in their places", () => {
    expect(
      serverFieldErrors({
        address: "outside the delivery zone",
        "address.floor": "must be at most 20 characters",
        "address.house": "is required for delivery",
        "address.comment": "too long",
        "products.1": "is sold out at this restaurant today",
        "products.0.modifiers": "must include the required modifier size-30 once",
        slot: "not an available slot",
        phone: "must be an Uzbek number",
        restaurantId: "not taking orders",
        changeFrom: "less than the order's total",
        cutlery: "must be at most 20",
      }),
    ).toEqual({
      fields: {
        address: "outside the delivery zone",
        floor: "must be at most 20 characters",
        house: "is required for delivery",
        addressComment: "too long",
        slot: "not an available slot",
        phone: "must be an Uzbek number",
        changeFrom: "less than the order's total",
        cutlery: "must be at most 20",
      },
      lines: { 1: "is sold out at this restaurant today", 0: "must include the required modifier size-30 once" },
      other: ["not taking orders"],
    });
    expect(serverFieldErrors(undefined)).toEqual({ fields: {}, lines: {}, other: [] });
  });
});

describe("idempotency key per submission", () => {
  let n = 0;
  const make = () => `k${++n}`;

  it("reuses the key for the same body and starts a new one when the body changes", () => {
    const first = keyFor(null, "body-1", make);
    expect(keyFor(first, "body-1", make)).toBe(first);
    const changed = keyFor(first, "body-2", make);
    expect(changed.key).not.toBe(first.key);
    expect(changed.signature).toBe("body-2");
  });
});

describe("the lines a refused order names", () => {
  it("names every refused line by its name, in the order's order, not only the first", () => {
    const errors = serverFieldErrors({
      "products.2": "is sold out at this restaurant today",
      "products.0.modifiers": "extra-cheese is sold out at this restaurant today",
      "products.3": "is sold out at this restaurant today",
      phone: "must be an Uzbek number",
    });
    expect(refusedLineNames(errors, ["Margherita", "Cola", "Tiramisu", "Shrimp Pesto"])).toEqual([
      "Margherita",
      "Tiramisu",
      "Shrimp Pesto",
    ]);
    expect(refusedLineNames(serverFieldErrors({ phone: "must be an Uzbek number" }), ["Cola"])).toEqual([]);
  });
});
