// Promo codes and ratings in the reports (issue 26): the table by code (orders, what the code took
// off, what they came to), the ratings per restaurant (average stars, how many, the share of 1–2
// stars) and the tile with the average of every restaurant shown, each with its CSV.
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { RatingsReport } from "../../contract/operator-reports";
import type { Locale } from "../../domain/locales";
import { pick } from "../../domain/localized";
import { money } from "../format";
import { ReportTable } from "./report-table";
import { csvHref, type ReportsFilter, reportQuery } from "./reports-data";

type TableProps = { filter: ReportsFilter };

const stars = (average: number | null, locale: Locale) =>
  average === null ? "—" : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(average)} ★`;
const percent = (share: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(share);

export function PromoCodesTable({ filter }: TableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const query = useQuery(reportQuery("promo-codes", filter));
  const rows = query.data?.rows.map((r) => [r.code, r.orders, money(r.discount, locale), money(r.revenue, locale)]);
  return (
    <ReportTable
      title={t`Promo codes`}
      testId="report-promo-codes"
      csv={csvHref("promo-codes", filter, locale)}
      query={query}
      head={[t`Promo code`, t`Completed`, t`Discount`, t`Revenue`]}
      rows={rows ?? null}
      empty={t`No completed orders with a promo code in these days.`}
    />
  );
}

export function RatingsTable({ filter }: TableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const query = useQuery(reportQuery("ratings", filter));
  // Restaurants without a rating in these days are left out (the CSV lists them).
  const rows = query.data?.rows
    .filter((r) => r.count > 0)
    .map((r) => [pick(r.name, locale), stars(r.average, locale), r.count, percent(r.lowShare, locale)]);
  return (
    <ReportTable
      title={t`Ratings`}
      testId="report-ratings"
      csv={csvHref("ratings", filter, locale)}
      query={query}
      head={[t`Restaurant`, t`Average`, t`Ratings`, t`1–2 stars`]}
      rows={rows ?? null}
      empty={t`No ratings in these days.`}
    />
  );
}

/** The figure tile of the average rating (every restaurant shown together); nothing while it loads. */
export function RatingTile({ filter }: TableProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const total: RatingsReport["total"] | undefined = useQuery(reportQuery("ratings", filter)).data?.total;
  if (!total) return null;
  const count = total.count;
  return (
    <div className="ops-tile" data-figure="rating">
      <div className="ops-tile__label">{t`Average rating`}</div>
      <div className="ops-tile__value">{stars(total.average, locale)}</div>
      <span className="ops-change">{t`Ratings: ${count}`}</span>
    </div>
  );
}
