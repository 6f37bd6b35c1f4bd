import { describe, expect, it } from "vitest";
import { initialDraft, parseContact } from "./draft";
import { EMPTY_FORM } from "./order-form";

describe("the order draft", () => {
  it("starts from the last order's contact and the saved address of the point", () => {
    const draft = initialDraft(null, "69.281,41.303", "Amir Temur 1", { name: "Aziza", phone: "+998901234567" });
    expect(draft.form).toEqual({ ...EMPTY_FORM, address: "Amir Temur 1", name: "Aziza", phoneDigits: "901234567" });
  });

  it("keeps everything typed for the same point, and only the address part for another point", () => {
    const typed = { form: { ...EMPTY_FORM, address: "Street 5", floor: "3", name: "Bek", comment: "Ring twice", when: "slot" as const }, pointKey: "a" };
    expect(initialDraft(typed, "a", "Other", { name: "", phone: "" })).toBe(typed);
    const moved = initialDraft(typed, "b", "New street", { name: "", phone: "" });
    expect(moved.form).toMatchObject({ address: "New street", floor: "", name: "Bek", comment: "Ring twice", when: "slot" });
  });

  it("reads a stored contact defensively", () => {
    expect(parseContact({ name: "Aziza", phone: "+998 90 123 45 67" })).toEqual({ name: "Aziza", phone: "+998901234567" });
    expect(parseContact({ name: 5, phone: "12" })).toEqual({ name: "", phone: "" });
    expect(parseContact(null)).toEqual({ name: "", phone: "" });
  });
});
