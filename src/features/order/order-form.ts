// What the customer fills in on /order, and the checks made before anything is sent.
import { normalizeUzPhone } from "../../domain/phone";
import { DELIVERY } from "../../domain/order-type";
import type { PaymentType } from "./payment-methods";

export type { PaymentType };

export interface OrderForm {
  /** The street, prefilled from the saved address (the geocoder's street). */
  address: string;
  /** The house number: delivery needs one; prefilled when the geocoder knew it. */
  house: string;
  entrance: string;
  floor: string;
  apartment: string;
  doorCode: string;
  /** For the courier: how to find the door. */
  addressComment: string;
  when: "asap" | "slot";
  /** The chosen slot's start, "2026-11-21T19:00:00+05:00". */
  slot: string | null;
  name: string;
  /** Nine national digits (the phone field's mask adds +998). */
  phoneDigits: string;
  paymentType: PaymentType;
  comment: string;
}

export const EMPTY_FORM: OrderForm = {
  address: "",
  house: "",
  entrance: "",
  floor: "",
  apartment: "",
  doorCode: "",
  addressComment: "",
  when: "asap",
  slot: null,
  name: "",
  phoneDigits: "",
  paymentType: "cash",
  comment: "",
};

export type FormField =
  | "address"
  | "house"
  | "entrance"
  | "floor"
  | "apartment"
  | "doorCode"
  | "addressComment"
  | "slot"
  | "name"
  | "phone"
  | "paymentType"
  | "comment";

export type FormProblem = "required" | "badPhone" | "closedNow" | "chooseSlot" | "methodOff";

/** What must be fixed before sending: the fields the server would refuse anyway. */
export function checkForm(form: OrderForm, orderTypeId: number, openNow: boolean): Partial<Record<FormField, FormProblem>> {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  if (orderTypeId === DELIVERY && !form.address.trim()) problems.address = "required";
  if (orderTypeId === DELIVERY && !form.house.trim()) problems.house = "required";
  if (form.when === "asap" && !openNow) problems.slot = "closedNow";
  if (form.when === "slot" && !form.slot) problems.slot = "chooseSlot";
  if (!form.name.trim()) problems.name = "required";
  if (!normalizeUzPhone(`+998${form.phoneDigits}`)) problems.phone = "badPhone";
  return problems;
}
