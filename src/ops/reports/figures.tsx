// The range's figures in tiles, each with its change against the previous range of as many days.
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { ReportFigures } from "../../contract/operator-reports";
import type { Locale } from "../../domain/locales";
import { money } from "../format";
import { change } from "./reports-data";

/** "+12%" (up), "−5%" (down), "new" when there was nothing before; `lowerIsBetter` colours a fall green. */
export function Change({ now, before, lowerIsBetter = false }: { now: number; before: number; lowerIsBetter?: boolean }) {
  const { t } = useLingui();
  const pct = change(now, before);
  if (pct === null) return <span className="ops-change">{now === 0 ? "" : t`new`}</span>;
  const good = lowerIsBetter ? pct < 0 : pct > 0;
  const tone = pct === 0 ? "" : good ? " ops-change--up" : " ops-change--down";
  return <span className={`ops-change${tone}`}>{pct > 0 ? `+${pct}%` : pct < 0 ? `−${-pct}%` : "0%"}</span>;
}

/** The figures' tiles; `children` adds tiles of other reports (the average rating) at the end. */
export function FigureTiles({ totals, previous, children }: { totals: ReportFigures; previous: ReportFigures; children?: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const tiles: { key: keyof ReportFigures; label: string; value: string; lowerIsBetter?: boolean }[] = [
    { key: "revenue", label: t`Revenue`, value: money(totals.revenue, locale) },
    { key: "completed", label: t`Completed orders`, value: String(totals.completed) },
    { key: "averageCheck", label: t`Average check`, value: money(totals.averageCheck, locale) },
    { key: "itemsSold", label: t`Items sold`, value: String(totals.itemsSold) },
    { key: "orders", label: t`Orders placed`, value: String(totals.orders) },
    { key: "cancelled", label: t`Cancelled`, value: String(totals.cancelled), lowerIsBetter: true },
    { key: "refunded", label: t`Refunded`, value: String(totals.refunded), lowerIsBetter: true },
    { key: "discount", label: t`Promo code discounts`, value: money(totals.discount, locale) },
    { key: "promoOrders", label: t`Orders with a promo code`, value: String(totals.promoOrders) },
  ];
  return (
    <div className="ops-reports__tiles" data-testid="report-figures">
      {tiles.map((tile) => (
        <div key={tile.key} className="ops-tile" data-figure={tile.key}>
          <div className="ops-tile__label">{tile.label}</div>
          <div className="ops-tile__value">{tile.value}</div>
          <Change now={totals[tile.key]} before={previous[tile.key]} lowerIsBetter={tile.lowerIsBetter} />
        </div>
      ))}
      {children}
    </div>
  );
}
