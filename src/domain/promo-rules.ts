// The console's checks of a promo code across its fields (the kind's own value given, the end after
// the start): the contract's zod answers them as 400 fields, the console shows them as they are
// typed. Plain functions: the app imports them from here, not from the contract.
import type { PromoKind } from "./promo-code";

export type PromoProblem =
  | "codeFormat"
  | "percentRequired"
  | "amountRequired"
  | "productRequired"
  | "endsBeforeStart"
  | "unknownProduct"
  | "unknownRestaurant";

export interface PromoShape {
  kind: PromoKind;
  percent: number | null;
  amount: number | null;
  productId: string | null;
  startsAt: string | null;
  endsAt: string | null;
}

/** The rules across fields, by field: the kind's own value is there, the end after the start. */
export function promoProblems(code: PromoShape): Partial<Record<keyof PromoShape, PromoProblem>> {
  const problems: Partial<Record<keyof PromoShape, PromoProblem>> = {};
  if (code.kind === "percent" && code.percent === null) problems.percent = "percentRequired";
  if (code.kind === "amount" && code.amount === null) problems.amount = "amountRequired";
  if (code.kind === "product" && code.productId === null) problems.productId = "productRequired";
  if (code.startsAt && code.endsAt && Date.parse(code.endsAt) <= Date.parse(code.startsAt)) problems.endsAt = "endsBeforeStart";
  return problems;
}

/** The English of each problem (the API's 400 fields). */
export const PROBLEM_TEXT: Record<PromoProblem, string> = {
  codeFormat: "must be 3–32 letters, digits, - or _",
  percentRequired: "is required for a percent code",
  amountRequired: "is required for an amount code",
  productRequired: "is required for a product code",
  endsBeforeStart: "must be after startsAt",
  unknownProduct: "no such product",
  unknownRestaurant: "no such restaurant",
};
