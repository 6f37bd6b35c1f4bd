// The chain's staff on the wire: who is signed in to the console, the staff list, adding someone,
// and the audit trail of what staff changed.
import { z } from "zod";
import { needsRestaurant, STAFF_ROLES } from "../domain/staff-roles";
import * as f from "./fields";

export const staffRole = z.enum(STAFF_ROLES, { error: "must be admin, manager, cook or courier" });

export const operatorMe = z
  .object({
    staffId: z.number().int().nullable().meta({ description: "null for the OPERATOR_TOKEN bearer" }),
    name: z.string(),
    role: staffRole,
    restaurantId: z.string().nullable().meta({ description: "The restaurant of a manager, cook or courier; null for admins" }),
  })
  .meta({ id: "OperatorMe" });

export const staffMember = z
  .object({
    id: z.number().int(),
    phone: z.string().nullable(),
    tgId: z.number().int().nullable(),
    name: z.string(),
    role: staffRole,
    restaurantId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "StaffMember" });
export const staffList = z.array(staffMember);

export const newStaff = z
  .object({
    phone: f.uzPhone.optional(),
    name: f.requiredLine(100),
    role: staffRole,
    restaurantId: z.string().min(1).max(100).optional(),
    tgId: z.number({ error: "must be a Telegram user id" }).int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.phone === undefined && s.tgId === undefined) ctx.addIssue({ code: "custom", path: ["phone"], message: "give a phone or a tgId" });
    if (needsRestaurant(s.role) && !s.restaurantId)
      ctx.addIssue({ code: "custom", path: ["restaurantId"], message: `is required for a ${s.role}` });
  })
  .meta({ id: "NewStaff" });

/** An edit of a staff member: any of name, role and restaurant (a manager, cook or courier needs one). */
export const staffPatch = z
  .object({
    name: f.requiredLine(100).optional(),
    role: staffRole.optional(),
    restaurantId: z.string().min(1).max(100).nullable().optional(),
  })
  .refine((s) => s.name !== undefined || s.role !== undefined || s.restaurantId !== undefined, {
    message: "give a name, a role or a restaurant",
    path: ["name"],
  })
  .meta({ id: "StaffPatch" });

export const created = z.object({ id: z.number().int() }).meta({ id: "Created" });

export const AUDIT_ENTITIES = [
  "order",
  "product",
  "folder",
  "modifier",
  "restaurant",
  "region",
  "news",
  "stock",
  "vacancy",
  "application",
  "staff",
  "stop-list",
  "database",
  "payment",
  "customer",
  "menu",
  "promo-code",
  "broadcast",
  "loyalty",
] as const;
export const auditEntity = z.enum(AUDIT_ENTITIES);

export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string().meta({ description: "The staff member's name, or `operator token`" }),
    staffId: z.number().int().nullable(),
    entity: auditEntity,
    entityId: z.string(),
    action: z.string().meta({ example: "advance" }),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "AuditEntry" });
export const auditEntries = z.array(auditEntry);
export const auditQuery = z.object({
  entity: auditEntity.optional(),
  entityId: z.string().max(100).optional(),
  limit: f.queryInt(1, 500, 100),
});

export type OperatorMe = z.infer<typeof operatorMe>;
export type StaffMember = z.infer<typeof staffMember>;
export type NewStaff = z.input<typeof newStaff>;
export type StaffPatch = z.input<typeof staffPatch>;
export type AuditEntity = z.infer<typeof auditEntity>;
export type AuditEntry = z.infer<typeof auditEntry>;
