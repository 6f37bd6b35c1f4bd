// The reports section's reads (docs/operator-api.md, "Reports"): each report of a range of
// Tashkent days (and a restaurant, for admins) through the typed opsApi, the range presets, and
// each report's CSV address (names in the console's language; `;` for ru and uz, as Excel there
// wants).
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ReportGroup, ReportName } from "../../contract/operator-reports";
import type { ApiResult } from "../../lib/http/api-types";
import { tashkentIsoDate } from "../../domain/tashkent-time";
import { opsApi } from "../api";

export interface ReportsFilter {
  from: string;
  to: string;
  /** null: every restaurant the caller runs. */
  restaurantId: string | null;
}

export const PRESETS = ["today", "week", "month30", "thisMonth"] as const;
export type Preset = (typeof PRESETS)[number];

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A preset's days, ending today (Tashkent). */
export function presetRange(preset: Preset, now: Date = new Date()): Pick<ReportsFilter, "from" | "to"> {
  const today = tashkentIsoDate(now);
  if (preset === "today") return { from: today, to: today };
  if (preset === "week") return { from: addDays(today, -6), to: today };
  if (preset === "month30") return { from: addDays(today, -29), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The preset a range is, if any. */
export const presetOf = (filter: ReportsFilter, now?: Date): Preset | null =>
  PRESETS.find((p) => {
    const r = presetRange(p, now);
    return r.from === filter.from && r.to === filter.to;
  }) ?? null;

/** Days longer than this chart by week rather than by day. */
const DAILY_MAX_DAYS = 62;
export const trendGroup = (filter: ReportsFilter): ReportGroup =>
  (Date.parse(filter.to) - Date.parse(filter.from)) / 86_400_000 + 1 > DAILY_MAX_DAYS ? "week" : "day";

type Path<N extends ReportName> = `/api/operator/reports/${N}`;
export type Report<N extends ReportName> = ApiResult<Path<N>, "get">;

const query = (filter: ReportsFilter, groupBy?: ReportGroup) => ({
  from: filter.from,
  to: filter.to,
  restaurantId: filter.restaurantId ?? undefined,
  groupBy,
});

export const REPORTS_KEY = ["reports"] as const;

export const reportQuery = <N extends ReportName>(name: N, filter: ReportsFilter, groupBy?: ReportGroup) =>
  queryOptions({
    queryKey: [...REPORTS_KEY, name, filter, groupBy ?? null],
    queryFn: () => opsApi.GET(`/api/operator/reports/${name}` as Path<"summary">, { query: query(filter, groupBy) }) as Promise<Report<N>>,
    placeholderData: keepPreviousData,
  });

/** A report's CSV file. */
export function csvHref(name: ReportName, filter: ReportsFilter, locale: string, groupBy?: ReportGroup): string {
  const params = new URLSearchParams({
    from: filter.from,
    to: filter.to,
    format: "csv",
    lang: ["ru", "en", "uz"].includes(locale) ? locale : "ru",
  });
  if (filter.restaurantId) params.set("restaurantId", filter.restaurantId);
  if (groupBy) params.set("groupBy", groupBy);
  return `/api/operator/reports/${name}?${params}`;
}

/** The change from `before` to `now` in percent, rounded; null when there was nothing before. */
export const change = (now: number, before: number): number | null => (before === 0 ? null : Math.round(((now - before) / before) * 100));
