// Speed per restaurant: median and 90th percentile minutes to accept, cook and deliver against
// the restaurant's limits (a step over its limit at the median in red), and the late orders.
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { SpeedStep } from "../../contract/operator-reports";
import type { Locale } from "../../domain/locales";
import { pick } from "../../domain/localized";
import { Change } from "./figures";
import { ReportTable } from "./report-table";
import { csvHref, type ReportsFilter, reportQuery } from "./reports-data";

function Step({ step }: { step: SpeedStep }) {
  const { t } = useLingui();
  if (step.median === null) return <span className="ops-details">—</span>;
  const over = step.median > step.target;
  return (
    <span className={over ? "ops-status ops-status--bad" : undefined} title={t`90% within ${step.p90} min; limit ${step.target} min`}>
      {t`${step.median} / ${step.p90} min`}
      <span className="ops-details"> ≤ {step.target}</span>
    </span>
  );
}

export function SpeedTable({ filter }: { filter: ReportsFilter }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const query = useQuery(reportQuery("speed", filter));
  const rows = query.data?.rows.map((r) => [
    pick(r.name, locale),
    r.orders,
    <Step key="a" step={r.accept} />,
    <Step key="c" step={r.cook} />,
    <Step key="d" step={r.deliver} />,
    <span key="l">
      {r.late} <Change now={r.late} before={r.previousLate} lowerIsBetter />
    </span>,
  ]);
  return (
    <ReportTable
      title={t`Speed: median / 90% of orders, against the limits`}
      testId="report-speed"
      csv={csvHref("speed", filter, locale)}
      query={query}
      head={[t`Restaurant`, t`Completed`, t`Accept`, t`Cook`, t`Deliver`, t`Late`]}
      rows={rows ?? null}
      empty={t`No completed orders in these days.`}
    />
  );
}
