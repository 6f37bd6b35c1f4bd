// A report's range of Tashkent days (from and to, both inclusive) and the previous range of the
// same length just before it, for the comparison. Days are calendar days in Tashkent; the instants
// they start at come from the domain's Tashkent offset.
import { MAX_REPORT_DAYS, type ReportRange } from "../../src/contract/operator-reports";
import { TASHKENT_OFFSET, tashkentIsoDate } from "../../src/domain/tashkent-time";
import { ApiError } from "../http/errors";

const DAY_MS = 86_400_000;

/** "2026-11-21" moved by `n` days. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The instant a Tashkent day starts ("2026-11-01" → 2026-10-31T19:00Z). */
export const dayStart = (day: string) => new Date(`${day}T00:00:00${TASHKENT_OFFSET}`);

/** Instants [start, end) of a range of days. */
export interface Span {
  start: Date;
  end: Date;
}

export interface Range extends ReportRange {
  current: Span;
  previous: Span;
}

const span = (from: string, to: string): Span => ({ start: dayStart(from), end: dayStart(addDays(to, 1)) });

/** The range asked for (the last 7 days to today by default); 400 when `from` is after `to` or it is too long. */
export function reportRange(from: string | undefined, to: string | undefined, now: Date): Range {
  const last = to ?? (from && from > tashkentIsoDate(now) ? from : tashkentIsoDate(now));
  const first = from ?? addDays(last, -6);
  if (first > last) throw new ApiError(400, "invalid_parameters", "Invalid parameters: from", { from: "must be on or before `to`" });
  const days = Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > MAX_REPORT_DAYS)
    throw new ApiError(400, "invalid_parameters", "Invalid parameters: from", {
      from: `the range may cover at most ${MAX_REPORT_DAYS} days`,
    });
  const previousTo = addDays(first, -1);
  const previousFrom = addDays(previousTo, -(days - 1));
  return {
    from: first,
    to: last,
    days,
    previousFrom,
    previousTo,
    current: span(first, last),
    previous: span(previousFrom, previousTo),
  };
}

/** The wire's part of a range. */
export const wireRange = ({ from, to, days, previousFrom, previousTo }: Range): ReportRange => ({
  from,
  to,
  days,
  previousFrom,
  previousTo,
});
