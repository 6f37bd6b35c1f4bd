import { describe, expect, it } from "vitest";
import type { SavedAddress } from "../../domain/location";
import { initialDraft, parseContact, parseDraft, savedStreet } from "./draft";
import { EMPTY_FORM } from "./order-form";

const saved = (over: Partial<SavedAddress> = {}): SavedAddress => ({
  id: "a",
  coordinates: [69.281, 41.303],
  title: "Home",
  address: "Amir Temur 1, Mirabad, Tashkent",
  iconSrc: "pin",
  ...over,
});

describe("the order draft", () => {
  it("starts from the last order's contact and the saved address's street, house and flat", () => {
    const draft = initialDraft(null, "69.281,41.303", saved({ street: "Shahrisabz ko‘chasi", house: "16", apartment: "7" }), {
      name: "Aziza",
      phone: "+998901234567",
    });
    expect(draft.form).toEqual({
      ...EMPTY_FORM,
      address: "Shahrisabz ko‘chasi",
      house: "16",
      apartment: "7",
      name: "Aziza",
      phoneDigits: "901234567",
    });
  });

  it("prefills the street from an older saved address's line, never from bare coordinates", () => {
    expect(savedStreet(saved())).toBe("Amir Temur 1, Mirabad, Tashkent");
    expect(savedStreet(saved({ address: "41.30300, 69.28100" }))).toBe("");
    expect(savedStreet(undefined)).toBe("");
  });

  it("keeps everything typed for the same point, and only the address part for another point", () => {
    const typed = {
      form: { ...EMPTY_FORM, address: "Street 5", house: "5", floor: "3", name: "Bek", comment: "Ring twice", when: "slot" as const },
      pointKey: "a",
    };
    expect(initialDraft(typed, "a", saved(), { name: "", phone: "" })).toBe(typed);
    const moved = initialDraft(typed, "b", saved({ street: "New street" }), { name: "", phone: "" });
    expect(moved.form).toMatchObject({ address: "New street", house: "", floor: "", name: "Bek", comment: "Ring twice", when: "slot" });
  });

  it("reads a stored draft defensively", () => {
    const form = { ...EMPTY_FORM, house: "16", when: "slot", slot: "2026-11-22T12:00:00+05:00", paymentType: "card", comment: "Ring" };
    expect(parseDraft({ form, pointKey: "p" })).toEqual({ form, pointKey: "p" });
    expect(parseDraft({ form: { house: 16, when: "later", paymentType: "gold", name: "x".repeat(200) }, pointKey: "p" })?.form).toEqual({
      ...EMPTY_FORM,
      name: "x".repeat(100),
    });
    for (const paymentType of ["payme", "click", "online"])
      expect(parseDraft({ form: { ...form, paymentType }, pointKey: "p" })?.form.paymentType).toBe(paymentType);
    expect(parseDraft({ form })).toBeNull();
  });

  it("keeps the delivery details through a round trip, and reads bad ones as none", () => {
    const form = { ...EMPTY_FORM, changeFrom: "200000", contactless: true, cutlery: 3 };
    expect(parseDraft(JSON.parse(JSON.stringify({ form, pointKey: "p" })))?.form).toEqual(form);
    const bad = parseDraft({ form: { changeFrom: "2 00x 000 000 000", contactless: "yes", cutlery: 99.7 }, pointKey: "p" })?.form;
    expect(bad).toMatchObject({ changeFrom: "20000000", contactless: false, cutlery: 20 });
    expect(parseDraft({ form: { changeFrom: 5, cutlery: "2" }, pointKey: "p" })?.form).toMatchObject({ changeFrom: "", cutlery: 0 });
    expect(parseDraft("junk")).toBeNull();
  });

  it("reads a stored contact defensively", () => {
    expect(parseContact({ name: "Aziza", phone: "+998 90 123 45 67" })).toEqual({ name: "Aziza", phone: "+998901234567" });
    expect(parseContact({ name: 5, phone: "12" })).toEqual({ name: "", phone: "" });
    expect(parseContact(null)).toEqual({ name: "", phone: "" });
  });
});
