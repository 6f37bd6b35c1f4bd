// The promo codes section's reads and writes (docs/operator-api.md, "Promo codes") and its form:
// what is typed, the checks shown as it is typed (the contract's promoProblems plus the format of
// the code and the numbers), and the request body.
import { queryOptions } from "@tanstack/react-query";
import type { OperatorPromoCode, PromoCodeCreate } from "../../contract/operator-promo";
import { type PromoProblem, promoProblems } from "../../domain/promo-rules";
import { isValidCode, normalizeCode, type PromoKind } from "../../domain/promo-code";
import { TASHKENT_OFFSET, toTashkentInput } from "../../domain/tashkent-time";
import { opsApi } from "../api";

export const PROMO_KEY = ["promo-codes"] as const;
export const promoQuery = queryOptions({ queryKey: PROMO_KEY, queryFn: () => opsApi.GET("/api/operator/promo-codes") });
export const createPromo = (body: PromoCodeCreate) => opsApi.POST("/api/operator/promo-codes", { body });
export const patchPromo = (code: string, body: Omit<PromoCodeCreate, "code"> | { isActive: boolean }) =>
  opsApi.PATCH("/api/operator/promo-codes/{code}", { path: { code }, body });

export interface PromoForm {
  code: string;
  kind: PromoKind;
  percent: string;
  amount: string;
  productId: string;
  minOrder: string;
  /** datetime-local values in Tashkent time ("2026-12-01T09:00"), "" = none. */
  startsAt: string;
  endsAt: string;
  restaurantIds: string[];
  firstOrderOnly: boolean;
  totalLimit: string;
  perCustomerLimit: string;
  isActive: boolean;
}

export const EMPTY_FORM: PromoForm = {
  code: "",
  kind: "percent",
  percent: "",
  amount: "",
  productId: "",
  minOrder: "",
  startsAt: "",
  endsAt: "",
  restaurantIds: [],
  firstOrderOnly: false,
  totalLimit: "",
  perCustomerLimit: "",
  isActive: true,
};

/** The form's "2026-12-01T10:00" is Tashkent's wall clock. */
const toInstant = (local: string) => (local ? `${local}:00${TASHKENT_OFFSET}` : null);
const toLocal = (iso: string | null) => toTashkentInput(iso);
const num = (text: string) => (text.trim() === "" ? null : Number(text.trim()));

export function formOf(code: OperatorPromoCode): PromoForm {
  const text = (n: number | null) => (n === null ? "" : String(n));
  return {
    code: code.code,
    kind: code.kind,
    percent: text(code.percent),
    amount: text(code.amount),
    productId: code.productId ?? "",
    minOrder: code.minOrder ? String(code.minOrder) : "",
    startsAt: toLocal(code.startsAt),
    endsAt: toLocal(code.endsAt),
    restaurantIds: code.restaurantIds,
    firstOrderOnly: code.firstOrderOnly,
    totalLimit: text(code.totalLimit),
    perCustomerLimit: text(code.perCustomerLimit),
    isActive: code.isActive,
  };
}

export type FormProblem = PromoProblem | "wholeNumber" | "percentRange";
type Field = keyof PromoForm;

/** What is wrong with the form, by field (empty = ready to save). */
export function formProblems(form: PromoForm): Partial<Record<Field, FormProblem>> {
  const problems: Partial<Record<Field, FormProblem>> = {};
  if (!isValidCode(normalizeCode(form.code))) problems.code = "codeFormat";
  for (const field of ["percent", "amount", "minOrder", "totalLimit", "perCustomerLimit"] as const) {
    const n = num(form[field]);
    if (n !== null && (!Number.isInteger(n) || n < (field === "minOrder" ? 0 : 1))) problems[field] = "wholeNumber";
  }
  const percent = num(form.percent);
  if (!problems.percent && percent !== null && percent > 100) problems.percent = "percentRange";
  const shape = promoProblems({
    kind: form.kind,
    percent: num(form.percent),
    amount: num(form.amount),
    productId: form.productId || null,
    startsAt: toInstant(form.startsAt),
    endsAt: toInstant(form.endsAt),
  });
  return { ...shape, ...problems };
}

/** The body of a ready form (formProblems empty). */
export function bodyOf(form: PromoForm): PromoCodeCreate {
  return {
    code: normalizeCode(form.code),
    kind: form.kind,
    percent: form.kind === "percent" ? num(form.percent) : null,
    amount: form.kind === "amount" ? num(form.amount) : null,
    productId: form.kind === "product" ? form.productId || null : null,
    minOrder: num(form.minOrder) ?? 0,
    startsAt: toInstant(form.startsAt),
    endsAt: toInstant(form.endsAt),
    restaurantIds: form.restaurantIds,
    firstOrderOnly: form.firstOrderOnly,
    totalLimit: num(form.totalLimit),
    perCustomerLimit: num(form.perCustomerLimit),
    isActive: form.isActive,
  };
}
