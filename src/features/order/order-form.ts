// What the customer fills in on /order, and the checks made before anything is sent.
import { normalizeUzPhone } from "../../domain/phone";
import { DELIVERY } from "../../domain/order-type";
import { type ChangeProblem, changeProblem } from "./delivery-details";
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
  /** Cash: the digits of the note paid with, so the courier brings change; "" = without change. */
  changeFrom: string;
  /** Delivery: leave the order at the door. */
  contactless: boolean;
  /** Sets of cutlery, 0–20. */
  cutlery: number;
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
  changeFrom: "",
  contactless: false,
  cutlery: 0,
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
  | "changeFrom"
  | "contactless"
  | "cutlery"
  | "comment";

export type FormProblem = "required" | "badPhone" | "closedNow" | "chooseSlot" | "methodOff" | ChangeProblem;

/** What must be fixed before sending: the fields the server would refuse anyway (`total`: the order's, for the cash note). */
export function checkForm(form: OrderForm, orderTypeId: number, openNow: boolean, total = 0): Partial<Record<FormField, FormProblem>> {
  const problems: Partial<Record<FormField, FormProblem>> = {};
  if (orderTypeId === DELIVERY && !form.address.trim()) problems.address = "required";
  if (orderTypeId === DELIVERY && !form.house.trim()) problems.house = "required";
  if (form.when === "asap" && !openNow) problems.slot = "closedNow";
  if (form.when === "slot" && !form.slot) problems.slot = "chooseSlot";
  if (!form.name.trim()) problems.name = "required";
  if (!normalizeUzPhone(`+998${form.phoneDigits}`)) problems.phone = "badPhone";
  const change = changeProblem(form.changeFrom, form.paymentType === "cash", total);
  if (change) problems.changeFrom = change;
  return problems;
}
