// The staff list's reads and writes (docs/operator-api.md, Staff and audit) and the form's rules.
import { queryOptions } from "@tanstack/react-query";
import type { NewStaff, StaffPatch } from "../../contract/staff";
import { needsRestaurant, type StaffRole } from "../../domain/staff-roles";
import { opsApi } from "../api";

export const STAFF_KEY = ["staff"] as const;
export const staffQuery = queryOptions({ queryKey: STAFF_KEY, queryFn: () => opsApi.GET("/api/operator/staff") });
export const addStaff = (person: NewStaff) => opsApi.POST("/api/operator/staff", { body: person });
export const editStaff = (id: number, patch: StaffPatch) => opsApi.PATCH("/api/operator/staff/{id}", { path: { id }, body: patch });
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
  role: StaffRole;
  restaurantId: string;
}

/** The request body of a filled form: empty fields left out, a restaurant only for a role that has one. */
export function newStaffBody(form: StaffForm): NewStaff {
  const body: NewStaff = { name: form.name.trim(), role: form.role };
  if (form.phone.trim()) body.phone = normalisePhone(form.phone);
  if (form.tgId.trim()) body.tgId = Number(form.tgId.trim());
  if (needsRestaurant(form.role) && form.restaurantId) body.restaurantId = form.restaurantId;
  return body;
}

/** The edit's body: the name, the role, and the restaurant (null for an admin). */
export const staffPatchBody = (form: Pick<StaffForm, "name" | "role" | "restaurantId">): StaffPatch => ({
  name: form.name.trim(),
  role: form.role,
  restaurantId: needsRestaurant(form.role) ? form.restaurantId : null,
});
