// The /order form while it is being filled: kept for the tab in sessionStorage ("order-draft"), so
// a trip back to the menu, a sign-in, a failed call or a reload loses nothing. The name and phone
// of the last order are kept in localStorage ("order-contact") to prefill the next one.
import { atom } from "jotai";
import { atomWithStorage, createJSONStorage } from "jotai/utils";
import type { SavedAddress } from "../../domain/location";
import { normalizeUzPhone } from "../../domain/phone";
import { atomWithCheckedStorage } from "../../lib/stored-atom";
import { changeDigits, clampCutlery } from "./delivery-details";
import { EMPTY_FORM, type OrderForm } from "./order-form";
import { isPaymentType } from "./payment-methods";

export interface Contact {
  name: string;
  /** "+998901234567" or "". */
  phone: string;
}

export const CONTACT_KEY = "order-contact";
export const DRAFT_KEY = "order-draft";

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

const TEXT_LIMITS: Partial<Record<keyof OrderForm, number>> = {
  address: 300,
  addressComment: 300,
  name: 100,
  comment: 500,
  phoneDigits: 9,
};

/** Reads a stored draft: every field checked, anything malformed is no draft at all. */
export function parseDraft(value: unknown): Draft | null {
  const v = value as { form?: Record<string, unknown>; pointKey?: unknown } | null;
  if (!v || typeof v !== "object" || typeof v.pointKey !== "string" || !v.form || typeof v.form !== "object") return null;
  const form: OrderForm = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as (keyof OrderForm)[]) {
    const field = v.form[key];
    if (key === "slot") form.slot = typeof field === "string" ? field : null;
    else if (key === "when") form.when = field === "slot" ? "slot" : "asap";
    else if (key === "paymentType") form.paymentType = isPaymentType(field) ? field : "cash";
    else if (key === "changeFrom") form.changeFrom = typeof field === "string" ? changeDigits(field) : "";
    else if (key === "contactless") form.contactless = field === true;
    else if (key === "cutlery") form.cutlery = clampCutlery(field);
    else if (typeof field === "string") form[key] = field.slice(0, TEXT_LIMITS[key] ?? 20);
  }
  return { form, pointKey: v.pointKey };
}

const sessionJson = createJSONStorage<Draft | null>(() => sessionStorage);

export const draftAtom = atomWithStorage<Draft | null>(
  DRAFT_KEY,
  null,
  {
    ...sessionJson,
    getItem: (key) => {
      try {
        const raw = sessionStorage.getItem(key);
        return raw === null ? null : parseDraft(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    // Other tabs keep their own drafts.
    subscribe: undefined,
  },
  { getOnInit: true },
);

/** The street to prefill for a saved address: the geocoder's street, else its line unless that is bare coordinates. */
export function savedStreet(saved: SavedAddress | undefined): string {
  if (!saved) return "";
  if (saved.street !== undefined) return saved.street;
  return /^-?\d+\.\d+, -?\d+\.\d+$/.test(saved.address) ? "" : saved.address;
}

/** The draft to start with: the stored contact, the saved address's street, house and flat for this point. */
export function initialDraft(previous: Draft | null, pointKey: string, saved: SavedAddress | undefined, contact: Contact): Draft {
  if (previous && previous.pointKey === pointKey) return previous;
  const base = previous?.form ?? { ...EMPTY_FORM, name: contact.name, phoneDigits: contact.phone.slice(4) };
  const fresh = {
    address: savedStreet(saved),
    house: saved?.house ?? "",
    entrance: saved?.entrance ?? "",
    floor: saved?.floor ?? "",
    apartment: saved?.apartment ?? "",
    doorCode: "",
    addressComment: "",
  };
  return { form: { ...base, ...fresh }, pointKey };
}

/** Set right after an order is placed, so the guard does not send the emptied cart to the menu. */
export const orderPlacedAtom = atom(false);
