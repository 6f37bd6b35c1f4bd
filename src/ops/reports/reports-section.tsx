// Reports (admins: the chain or one restaurant; a manager: theirs): a range of days (presets or
// any two), the range's figures against the previous range of as many days, revenue by day (by
// week past two months) and orders by hour as bar charts, then tables (ratings and promo codes
// among them, ./promo-ratings.tsx), each with its CSV file.
import { useLingui } from "@lingui/react/macro";
import { Section } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Locale } from "../../domain/locales";
import { mayChangeChain } from "../../domain/staff-roles";
import { money } from "../format";
import type { SectionProps } from "../section-props";
import { SectionState } from "../shared/section-state";
import { BarChart } from "./bar-chart";
import { FigureTiles } from "./figures";
import { PromoCodesTable, RatingsTable, RatingTile } from "./promo-ratings";
import { RangeFilter } from "./range-filter";
import { CancellationsTable, ProductsTable, RestaurantsTable, ShareTable } from "./report-tables";
import { ReportTable } from "./report-table";
import { csvHref, presetRange, type ReportsFilter, reportQuery, trendGroup } from "./reports-data";
import { SpeedTable } from "./speed-table";
import "../shared/admin.css";
import "./reports.css";

/** "2026-11-21" → "21.11"; "2026-11" → "11.2026"; an hour stays "09". */
const tick = (period: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(period)
    ? `${period.slice(8)}.${period.slice(5, 7)}`
    : /^\d{4}-\d{2}$/.test(period)
      ? `${period.slice(5)}.${period.slice(0, 4)}`
      : period;

export function ReportsSection({ me }: SectionProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const admin = mayChangeChain(me);
  const [filter, setFilter] = useState<ReportsFilter>({ ...presetRange("week"), restaurantId: null });
  const group = trendGroup(filter);
  const summary = useQuery(reportQuery("summary", filter, group));
  const hours = useQuery(reportQuery("summary", filter, "hour"));
  const sum = (v: number) => money(v, locale);
  const periodRows = summary.data?.rows.map((r) => [tick(r.period), sum(r.revenue), r.completed, sum(r.averageCheck), r.cancelled]);

  return (
    <div className="ops-admin ops-wide" data-testid="reports-section">
      <RangeFilter filter={filter} onChange={setFilter} admin={admin} />
      {!summary.data ? (
        <SectionState query={summary} />
      ) : (
        <>
          <FigureTiles totals={summary.data.totals} previous={summary.data.previous}>
            <RatingTile filter={filter} />
          </FigureTiles>
          <Section>
            <div className="ops-reports__charts">
              <BarChart
                title={group === "day" ? t`Revenue by day` : t`Revenue by week`}
                testId="chart-revenue"
                points={summary.data.rows.map((r) => ({ label: r.period, value: r.revenue }))}
                format={sum}
                tick={tick}
              />
              <BarChart
                title={t`Orders by hour`}
                testId="chart-hours"
                points={(hours.data?.rows ?? []).map((r) => ({ label: r.period, value: r.orders }))}
                format={String}
                tick={tick}
              />
            </div>
          </Section>
        </>
      )}
      <ReportTable
        title={group === "day" ? t`By day` : t`By week`}
        testId="report-summary"
        csv={csvHref("summary", filter, locale, group)}
        query={summary}
        head={[group === "day" ? t`Day` : t`Week from`, t`Revenue`, t`Completed`, t`Average check`, t`Cancelled`]}
        rows={periodRows ?? null}
        empty={t`No orders in these days.`}
      />
      {admin && filter.restaurantId === null ? <RestaurantsTable filter={filter} /> : null}
      <SpeedTable filter={filter} />
      <RatingsTable filter={filter} />
      <ProductsTable filter={filter} />
      <CancellationsTable filter={filter} />
      <ShareTable filter={filter} name="payments" />
      <ShareTable filter={filter} name="order-types" />
      <ShareTable filter={filter} name="channels" />
      <PromoCodesTable filter={filter} />
    </div>
  );
}
