// The staff list's reads and writes (docs/operator-api.md, Staff and audit) and the form's rules.
import { queryOptions } from "@tanstack/react-query";
import type { NewStaff } from "../../contract/staff";
import { opsApi } from "../api";

export const STAFF_KEY = ["staff"] as const;
export const staffQuery = queryOptions({ queryKey: STAFF_KEY, queryFn: () => opsApi.GET("/api/operator/staff") });
export const addStaff = (person: NewStaff) => opsApi.POST("/api/operator/staff", { body: person });
export const removeStaff = (id: number) => opsApi.DELETE("/api/operator/staff/{id}", { path: { id } });

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
