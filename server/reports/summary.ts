// The summary: the range's figures against the previous range's, and a row per day, week (from
// Monday), month or hour of the day, every period of the range listed (empty ones with zeros).
import { type SQL, sql } from "drizzle-orm";
import type { ReportGroup, SummaryReport } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { figuresBy, NO_FIGURES, sumFigures, totalFigures } from "./figures";
import { localCreatedAt } from "./orders-sql";
import { addDays, type Range, wireRange } from "./range";

const KEYS: Record<ReportGroup, SQL> = {
  day: sql`to_char(${localCreatedAt}, 'YYYY-MM-DD')`,
  week: sql`to_char(date_trunc('week', ${localCreatedAt}), 'YYYY-MM-DD')`,
  month: sql`to_char(${localCreatedAt}, 'YYYY-MM')`,
  hour: sql`to_char(${localCreatedAt}, 'HH24')`,
};

/** The Monday of a day's week. */
const monday = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** Every period of the range, in order. */
export function periods(range: Pick<Range, "from" | "to">, groupBy: ReportGroup): string[] {
  if (groupBy === "hour") return Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
  const list: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const period = groupBy === "day" ? day : groupBy === "week" ? monday(day) : day.slice(0, 7);
    if (list.at(-1) !== period) list.push(period);
  }
  return list;
}

export async function summaryReport(db: Db, range: Range, restaurantId: string | null, groupBy: ReportGroup): Promise<SummaryReport> {
  const [byPeriod, previous] = await Promise.all([
    figuresBy(db, range.current, restaurantId, KEYS[groupBy]),
    totalFigures(db, range.previous, restaurantId),
  ]);
  // Every grouping splits the range's orders without overlap: the totals are the periods' sum.
  const totals = sumFigures(byPeriod.values());
  const rows = periods(range, groupBy).map((period) => ({ period, ...(byPeriod.get(period) ?? NO_FIGURES) }));
  return { range: wireRange(range), restaurantId, groupBy, totals, previous, rows };
}
