// The staff list's reads and writes (docs/operator-api.md, Staff and audit) and the restaurants a
// manager may be given.
import type { NewStaff, StaffMember } from "../../contract/staff";
import { ownServer } from "../../lib/http/own-server";
import { opsApi } from "../api";

export const loadStaff = () => opsApi.get<StaffMember[]>("/staff");
export const addStaff = (person: NewStaff) => opsApi.post<{ id: number }>("/staff", person);
export const removeStaff = (id: number) => opsApi.delete(`/staff/${id}`);

export interface RestaurantName {
  id: string;
  name: string;
}

type NameOnWire = string | Record<string, string>;

/** The chain's restaurants by name: the operator list when it answers, else the public one. */
export async function loadRestaurants(locale: string): Promise<RestaurantName[]> {
  const pick = (name: NameOnWire) => (typeof name === "string" ? name : (name[locale] ?? name.ru ?? Object.values(name)[0] ?? ""));
  try {
    const rows = await opsApi.get<{ id: string; name: NameOnWire }[]>("/restaurants");
    if (Array.isArray(rows)) return rows.map((r) => ({ id: r.id, name: pick(r.name) }));
  } catch {
    // Not there (yet): the public list has every active restaurant.
  }
  const rows = await ownServer.get<{ id: string; name: string }[]>("main", "/api/restaurants/List");
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** "+998 90 123 45 67" or "901234567" → "+998901234567"; anything else is returned trimmed. */
export function normalisePhone(text: string): string {
  const digits = text.replace(/[\s()-]/g, "");
  if (/^\d{9}$/.test(digits)) return `+998${digits}`;
  if (/^998\d{9}$/.test(digits)) return `+${digits}`;
  return digits;
}

export interface StaffForm {
  name: string;
  phone: string;
  tgId: string;
  role: "admin" | "manager";
  restaurantId: string;
}

/** The request body of a filled form: empty fields left out, a restaurant only for a manager. */
export function newStaffBody(form: StaffForm): NewStaff {
  const body: NewStaff = { name: form.name.trim(), role: form.role };
  if (form.phone.trim()) body.phone = normalisePhone(form.phone);
  if (form.tgId.trim()) body.tgId = Number(form.tgId.trim());
  if (form.role === "manager" && form.restaurantId) body.restaurantId = form.restaurantId;
  return body;
}
