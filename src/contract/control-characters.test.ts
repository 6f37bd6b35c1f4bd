// Text a person typed never carries terminal escapes, bells or bidi overrides: every text field of
// the wire refuses them, and only multi-line fields (comments) keep tab and line breaks.
import { describe, expect, it } from "vitest";
import { mePatch } from "./auth";
import { applicationForm } from "./careers";
import { orderBody } from "./order";

const BAD = ["\u001b[31m", "\u0007", "\u202e", "\u2066", "\u2069", "\u200e", "\u200f", "\u0085", "\u009b", "\u0000", "\u007f"];

const order = (over: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  orderTypeId: 0,
  restaurantId: "mirabad",
  address: {
    longitude: 69.2,
    latitude: 41.3,
    address: "Amir Temur 1",
    entrance: "2",
    floor: "5",
    apartment: "17",
    doorCode: "",
    comment: "",
    ...address,
  },
  products: [{ id: "p", count: 1, modifiers: [] }],
  name: "Alice",
  phone: "+998901000001",
  paymentType: "cash",
  comment: "",
  ...over,
});

/** The field messages of a failed parse. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("control characters in text fields", () => {
  it.each(BAD.map((c) => [JSON.stringify(c), c]))("an order refuses %s in its name, comment and address parts", (_name, c) => {
    expect(problems(orderBody.safeParse(order({ name: `Al${c}ice` })))).toEqual({ name: "must not contain control characters" });
    expect(problems(orderBody.safeParse(order({ comment: `ring${c}` })))).toEqual({ comment: "must not contain control characters" });
    for (const part of ["address", "house", "entrance", "floor", "apartment", "doorCode", "comment"]) {
      expect(problems(orderBody.safeParse(order({}, { [part]: `1${c}2` })))).toEqual({
        [`address.${part}`]: "must not contain control characters",
      });
    }
  });

  it("keeps tab and line breaks in comments, but not in one-line fields", () => {
    expect(orderBody.safeParse(order({ comment: "ring twice\nthen\twait" }, { comment: "gate\r\ncode" })).success).toBe(true);
    expect(problems(orderBody.safeParse(order({ name: "Al\nice" })))).toEqual({ name: "must not contain control characters" });
    expect(problems(orderBody.safeParse(order({}, { entrance: "2\t3" })))).toEqual({
      "address.entrance": "must not contain control characters",
    });
  });

  it("keeps ordinary text of every script", () => {
    expect(orderBody.safeParse(order({ name: "Ўлмас Ғофуров", comment: "Домофон 😀 إلى" })).success).toBe(true);
  });

  it("PATCH /api/me and an application refuse them too", () => {
    expect(problems(mePatch.safeParse({ name: "Aziz\u001b]0;pwned\u0007" }))).toEqual({ name: "must not contain control characters" });
    const form = {
      vacancyId: "1",
      fullName: "Aziza\u202eavokimaK",
      phone: "+998905556677",
      birthDate: "1998-04-12",
      city: "Tash\u0007kent",
    };
    expect(problems(applicationForm.safeParse(form))).toEqual({
      fullName: "must not contain control characters",
      city: "must not contain control characters",
    });
  });
});
