// The points an admin types to adjust a customer's balance, read as the server will check them
// (src/contract/loyalty.ts pointsAdjust): a whole number, + adds, − takes, not 0, within the most.
import { ADJUST_POINTS_MAX } from "../../contract/loyalty";

/** The amount typed (spaces and group separators allowed, "−" as a minus), or null when it is no such number. */
export function typedPoints(text: string): number | null {
  const clean = text.replace(/[\s\u00a0,]/g, "").replace("−", "-");
  if (!/^[+-]?\d{1,9}$/.test(clean)) return null;
  const n = Number(clean);
  return n === 0 || Math.abs(n) > ADJUST_POINTS_MAX ? null : n;
}
