// The reports' tables: by restaurant, by product (and folder), cancellations by reason, and the
// shares of payment types, order types and channels; each beside the previous range and with its CSV.
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { Locale } from "../../domain/locales";
import { pick } from "../../domain/localized";
import { money } from "../format";
import { Change } from "./figures";
import { useShareLabels } from "./labels";
import { ReportTable } from "./report-table";
import { csvHref, type ReportsFilter, reportQuery } from "./reports-data";

type TableProps = { filter: ReportsFilter };

/** The console's language and its money. */
function useMoney() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return { locale, sum: (v: number) => money(v, locale) };
}

export function RestaurantsTable({ filter }: TableProps) {
  const { t } = useLingui();
  const { locale, sum } = useMoney();
  const query = useQuery(reportQuery("restaurants", filter));
  const rows = query.data?.rows.map((r) => [
    pick(r.name, locale),
    sum(r.current.revenue),
    <Change key="c" now={r.current.revenue} before={r.previous.revenue} />,
    r.current.completed,
    sum(r.current.averageCheck),
    r.current.cancelled,
  ]);
  return (
    <ReportTable
      title={t`By restaurant`}
      testId="report-restaurants"
      csv={csvHref("restaurants", filter, locale)}
      query={query}
      head={[t`Restaurant`, t`Revenue`, t`Change`, t`Completed`, t`Average check`, t`Cancelled`]}
      rows={rows ?? null}
      empty={t`No orders in these days.`}
    />
  );
}

const TOP_PRODUCTS = 15;

export function ProductsTable({ filter }: TableProps) {
  const { t } = useLingui();
  const { locale, sum } = useMoney();
  const query = useQuery(reportQuery("products", filter));
  const folders = new Map(query.data?.folders.map((f) => [f.folderId, f.name ? pick(f.name, locale) : "—"]));
  const rows = query.data?.products
    .slice(0, TOP_PRODUCTS)
    .map((p) => [pick(p.name, locale), folders.get(p.folderId) ?? "—", p.count, sum(p.revenue)]);
  const folderRows = query.data?.folders.map((f) => [f.name ? pick(f.name, locale) : "—", "", f.count, sum(f.revenue)]);
  return (
    <>
      <ReportTable
        title={t`Best-selling products`}
        testId="report-products"
        csv={csvHref("products", filter, locale)}
        query={query}
        head={[t`Product`, t`Folder`, t`Pieces`, t`Revenue`]}
        rows={rows ?? null}
        empty={t`Nothing sold in these days.`}
      />
      <ReportTable
        title={t`By folder`}
        testId="report-folders"
        csv={csvHref("products", filter, locale)}
        query={query}
        head={[t`Folder`, "", t`Pieces`, t`Revenue`]}
        rows={folderRows ?? null}
        empty={t`Nothing sold in these days.`}
      />
    </>
  );
}

export function CancellationsTable({ filter }: TableProps) {
  const { t } = useLingui();
  const { locale, sum } = useMoney();
  const query = useQuery(reportQuery("cancellations", filter));
  const reason = (r: string | null) =>
    r === "payment_expired" ? t`Not paid in time` : r === "payment_cancelled" ? t`Payment reversed` : (r ?? "—");
  const rows = query.data?.rows.map((r) => [
    reason(r.reason),
    r.count,
    <Change key="c" now={r.count} before={r.previousCount} lowerIsBetter />,
    sum(r.amount),
  ]);
  return (
    <ReportTable
      title={t`Cancellations by reason`}
      testId="report-cancellations"
      csv={csvHref("cancellations", filter, locale)}
      query={query}
      head={[t`Reason`, t`Orders`, t`Change`, t`Amount`]}
      rows={rows ?? null}
      empty={t`No cancellations in these days.`}
    />
  );
}

export function ShareTable({ filter, name }: TableProps & { name: "payments" | "order-types" | "channels" }) {
  const { t } = useLingui();
  const { locale, sum } = useMoney();
  const labels = useShareLabels();
  const query = useQuery(reportQuery(name, filter));
  const total = query.data?.rows.reduce((n, r) => n + r.current.revenue, 0) ?? 0;
  const rows = query.data?.rows.map((r) => [
    labels[r.key] ?? r.key,
    r.current.orders,
    sum(r.current.revenue),
    total > 0 ? `${Math.round((100 * r.current.revenue) / total)}%` : "—",
    <Change key="c" now={r.current.revenue} before={r.previous.revenue} />,
  ]);
  const titles = {
    payments: t`Payment: online and on delivery`,
    "order-types": t`Delivery and pickup`,
    channels: t`Website, Telegram and phone`,
  };
  return (
    <ReportTable
      title={titles[name]}
      testId={`report-${name}`}
      csv={csvHref(name, filter, locale)}
      query={query}
      head={["", t`Completed`, t`Revenue`, t`Share`, t`Change`]}
      rows={rows ?? null}
      empty={t`No orders in these days.`}
    />
  );
}
