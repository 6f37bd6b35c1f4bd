// The /order form while it is being filled: kept in memory for the visit, so a trip back to the
// menu, a sign-in or a failed call loses nothing. The name and phone of the last order are kept in
// localStorage ("order-contact") to prefill the next one.
import { atom } from "jotai";
import { normalizeUzPhone } from "../../domain/phone";
import { atomWithCheckedStorage } from "../../lib/stored-atom";
import { EMPTY_FORM, type OrderForm } from "./order-form";

export interface Contact {
  name: string;
  /** "+998901234567" or "". */
  phone: string;
}

export const CONTACT_KEY = "order-contact";

export function parseContact(value: unknown): Contact {
  const v = (value ?? {}) as Record<string, unknown>;
  const name = typeof v.name === "string" ? v.name.slice(0, 100) : "";
  const phone = typeof v.phone === "string" ? (normalizeUzPhone(v.phone) ?? "") : "";
  return { name, phone };
}

export const contactAtom = atomWithCheckedStorage<Contact>(CONTACT_KEY, { name: "", phone: "" }, parseContact);

export interface Draft {
  form: OrderForm;
  /** The delivery point the address text was written for: another point starts it afresh. */
  pointKey: string;
}

export const draftAtom = atom<Draft | null>(null);

/** The draft to start with: the stored contact, the saved address's text for this point. */
export function initialDraft(previous: Draft | null, pointKey: string, savedAddress: string, contact: Contact): Draft {
  if (previous && previous.pointKey === pointKey) return previous;
  const base = previous?.form ?? { ...EMPTY_FORM, name: contact.name, phoneDigits: contact.phone.slice(4) };
  const fresh = { address: savedAddress, entrance: "", floor: "", apartment: "", doorCode: "", addressComment: "" };
  return { form: { ...base, ...fresh }, pointKey };
}

/** Set right after an order is placed, so the guard does not send the emptied cart to the menu. */
export const orderPlacedAtom = atom(false);
