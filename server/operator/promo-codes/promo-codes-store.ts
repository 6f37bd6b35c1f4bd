// Promo codes as the console edits them (admins): read with their uses, created, changed. Each
// change is one transaction with its audit row (entity "promo-code"); a code names a product and
// restaurants that exist. The code itself never changes (orders name it): a new code is a new row.
import { asc, eq, inArray } from "drizzle-orm";
import {
  type OperatorPromoCode,
  PROBLEM_TEXT,
  type PromoCodeCreate,
  type PromoCodePatch,
  promoProblems,
} from "../../../src/contract/operator-promo";
import type { promoCodeCreate } from "../../../src/contract/operator-promo";
import type { z } from "zod";
import { type AuditActor, auditChanges, recordAudit } from "../../audit/audit";
import type { Db } from "../../db/client";
import { products, promoCodes, restaurants } from "../../db/schema";
import { ApiError, badRequest } from "../../http/errors";

type Row = typeof promoCodes.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A row as the values the console edits (all but its code, uses and creation): a patch lands on them. */
type Values = Omit<z.output<typeof promoCodeCreate>, "code">;
const asValues = (r: Row): Values => ({
  kind: r.kind,
  percent: r.percent,
  amount: r.amount,
  productId: r.productId,
  minOrder: r.minOrder,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  restaurantIds: r.restaurantIds,
  firstOrderOnly: r.firstOrderOnly,
  totalLimit: r.totalLimit,
  perCustomerLimit: r.perCustomerLimit,
  isActive: r.isActive,
});

export const toOperatorPromo = (r: Row): OperatorPromoCode => ({
  code: r.code,
  ...asValues(r),
  uses: r.uses,
  createdAt: r.createdAt.toISOString(),
});

export async function listPromoCodes(db: Db): Promise<OperatorPromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(asc(promoCodes.createdAt), asc(promoCodes.code));
  return rows.map(toOperatorPromo);
}

const notFound = () => new ApiError(404, "promo_code_not_found", "No such promo code");

/** The values to store: only the kind's own value is kept (a percent code has no amount). */
function stored(v: Values) {
  return {
    kind: v.kind,
    percent: v.kind === "percent" ? v.percent : null,
    amount: v.kind === "amount" ? v.amount : null,
    productId: v.kind === "product" ? v.productId : null,
    minOrder: v.minOrder,
    startsAt: v.startsAt === null ? null : new Date(v.startsAt),
    endsAt: v.endsAt === null ? null : new Date(v.endsAt),
    restaurantIds: [...new Set(v.restaurantIds)],
    firstOrderOnly: v.firstOrderOnly,
    totalLimit: v.totalLimit,
    perCustomerLimit: v.perCustomerLimit,
    isActive: v.isActive,
  };
}

/** 400 naming each field that breaks a rule across fields or names what does not exist. */
async function check(tx: Tx, v: Values): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(promoProblems(v))) fields[field] = PROBLEM_TEXT[problem];
  if (v.kind === "product" && v.productId !== null && !fields.productId) {
    const [found] = await tx.select({ id: products.id }).from(products).where(eq(products.id, v.productId));
    if (!found) fields.productId = PROBLEM_TEXT.unknownProduct;
  }
  if (v.restaurantIds.length) {
    const found = await tx.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, v.restaurantIds));
    const known = new Set(found.map((r) => r.id));
    if (v.restaurantIds.some((id) => !known.has(id))) fields.restaurantIds = PROBLEM_TEXT.unknownRestaurant;
  }
  const names = Object.keys(fields);
  if (names.length) throw badRequest("invalid_parameters", `Invalid parameter${names.length > 1 ? "s" : ""}: ${names.join(", ")}`, fields);
}

export async function createPromoCode(db: Db, actor: AuditActor, input: z.output<typeof promoCodeCreate>, at: Date) {
  const { code, ...values } = input;
  return db.transaction(async (tx) => {
    await check(tx, values);
    const [row] = await tx
      .insert(promoCodes)
      .values({ code, ...stored(values), createdAt: at })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, "promo_code_exists", `The code ${code} exists already`, { code: "exists already" });
    await recordAudit(tx, actor, { entity: "promo-code", entityId: code, action: "create", details: stored(values) }, at);
    return toOperatorPromo(row);
  });
}

export async function updatePromoCode(db: Db, actor: AuditActor, code: string, patch: PromoCodePatch, at: Date) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update");
    if (!before) throw notFound();
    const next = { ...asValues(before), ...patch };
    await check(tx, next);
    const values = stored(next);
    const changes = auditChanges(stored(asValues(before)), values);
    if (Object.keys(changes.was).length === 0) return toOperatorPromo(before);
    const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.code, code)).returning();
    const action = "isActive" in changes && Object.keys(changes.was).length === 1 ? (next.isActive ? "activate" : "deactivate") : "update";
    await recordAudit(tx, actor, { entity: "promo-code", entityId: code, action, details: changes }, at);
    return toOperatorPromo(row);
  });
}

export type { PromoCodeCreate };
