// The delivery details of the /order form (issue 25): the note a cash customer pays with (so the
// courier brings change), contactless delivery, sets of cutlery. The limits are the order
// contract's (src/contract/order.ts): a note of 1000–10 000 000 sums and at least the total,
// 0–20 sets.

export const MIN_CHANGE_FROM = 1000;
export const MAX_CHANGE_FROM = 10_000_000;
export const MAX_CUTLERY = 20;

/** The notes offered as quick picks, the smallest first. */
const NOTES = [100_000, 200_000, 500_000, 1_000_000] as const;

/** Two quick picks that pay `total`: 100 000 and 200 000 for most orders, larger notes for a large one. */
export function changePicks(total: number): number[] {
  return NOTES.filter((note) => note >= total).slice(0, 2);
}

/** The digits typed into the "change from" field, at most 8 ("12 000 000" is already too much). */
export const changeDigits = (text: string) => text.replace(/\D/g, "").replace(/^0+/, "").slice(0, 8);

/** "200000" → "200 000" (or "200,000" with a comma) for the field's value, as money is written. */
export const groupDigits = (digits: string, separator = "\u00a0") => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** The note as the order sends it: null when none is given or the payment is not cash. */
export const changeFromValue = (digits: string, cash: boolean): number | null => (cash && digits ? Number(digits) : null);

export type ChangeProblem = "changeBelowTotal" | "changeTooLarge";

/** Why the note cannot be sent: below the order's total, or above what the contract takes. */
export function changeProblem(digits: string, cash: boolean, total: number): ChangeProblem | null {
  const note = changeFromValue(digits, cash);
  if (note === null) return null;
  if (note > MAX_CHANGE_FROM) return "changeTooLarge";
  if (note < Math.max(total, MIN_CHANGE_FROM)) return "changeBelowTotal";
  return null;
}

/** A stored or stepped cutlery count made whole and kept within 0–20. */
export const clampCutlery = (n: unknown): number =>
  typeof n === "number" && Number.isFinite(n) ? Math.min(MAX_CUTLERY, Math.max(0, Math.trunc(n))) : 0;
