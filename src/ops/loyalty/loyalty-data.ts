// The loyalty section's reads and writes (docs/operator-api.md, "Loyalty") and its form: the two
// percents as typed, checked as the server checks them (whole numbers 0–100, the contract's
// loyaltySettings), and the request body.
import { queryOptions } from "@tanstack/react-query";
import type { LoyaltySettingsBody } from "../../contract/loyalty";
import { opsApi } from "../api";

export const LOYALTY_KEY = ["loyalty-settings"] as const;
export const loyaltyQuery = queryOptions({ queryKey: LOYALTY_KEY, queryFn: () => opsApi.GET("/api/operator/loyalty") });
export const patchLoyalty = (body: LoyaltySettingsBody) => opsApi.PATCH("/api/operator/loyalty", { body });

export interface LoyaltyForm {
  cashbackPercent: string;
  maxPayPercent: string;
}
export type LoyaltyField = keyof LoyaltyForm;
export type LoyaltyProblem = "required" | "wholeNumber" | "range";

export const formOf = (s: LoyaltySettingsBody): LoyaltyForm => ({
  cashbackPercent: String(s.cashbackPercent),
  maxPayPercent: String(s.maxPayPercent),
});

/** One percent as typed: required, a whole number, 0 to 100. */
export function percentProblem(text: string): LoyaltyProblem | null {
  const trimmed = text.trim();
  if (trimmed === "") return "required";
  if (!/^\d+$/.test(trimmed)) return "wholeNumber";
  return Number(trimmed) > 100 ? "range" : null;
}

/** What is wrong with the form, by field (empty = ready to save). */
export function formProblems(form: LoyaltyForm): Partial<Record<LoyaltyField, LoyaltyProblem>> {
  const problems: Partial<Record<LoyaltyField, LoyaltyProblem>> = {};
  for (const field of ["cashbackPercent", "maxPayPercent"] as const) {
    const problem = percentProblem(form[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export const bodyOf = (form: LoyaltyForm): LoyaltySettingsBody => ({
  cashbackPercent: Number(form.cashbackPercent.trim()),
  maxPayPercent: Number(form.maxPayPercent.trim()),
});

/** The form differs from what is saved (anything not a number differs). */
export function changed(form: LoyaltyForm, saved: LoyaltySettingsBody): boolean {
  const body = bodyOf(form);
  return body.cashbackPercent !== saved.cashbackPercent || body.maxPayPercent !== saved.maxPayPercent;
}
