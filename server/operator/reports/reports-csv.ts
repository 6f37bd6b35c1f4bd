// Each report as a CSV file for the accountant, through the payments CSV's cell rules (quoting,
// formulas written as text: server/operator/payments/payments-csv.ts): UTF-8 with a byte-order mark
// so Excel reads Cyrillic and Uzbek Latin, CRLF line ends, one header line of column names. In
// Russian and Uzbek a `;` separates cells and a decimal comma is written (their Excel's settings);
// in English a `,` and a decimal point. Names are in the language asked for; amounts in so'm.
import type { ReportFigures, ReportName, SpeedStep } from "../../../src/contract/operator-reports";
import type { Locale } from "../../../src/domain/locales";
import { type Localized, pick } from "../../../src/domain/localized";
import type { ReportOf } from "../../reports";
import { type CsvSeparator, csvCell } from "../payments/payments-csv";

type Cell = string | number | null;
type Table = { header: string[]; rows: Cell[][] };

const FIGURES = [
  "orders",
  "completed",
  "revenue_uzs",
  "average_check_uzs",
  "items_sold",
  "cancelled",
  "refunded",
  "promo_discount_uzs",
  "promo_orders",
];
const figures = (f: ReportFigures): Cell[] => [
  f.orders,
  f.completed,
  f.revenue,
  f.averageCheck,
  f.itemsSold,
  f.cancelled,
  f.refunded,
  f.discount,
  f.promoOrders,
];
const STARS = ["average_stars", "ratings", "low_ratings", "low_share"];
const stars = (s: ReportOf<"ratings">["total"]): Cell[] => [s.average, s.count, s.low, s.lowShare];
const stepHeader = (name: string) => [`${name}_median_min`, `${name}_p90_min`, `${name}_target_min`, `${name}_late`];
const step = (s: SpeedStep): Cell[] => [s.median, s.p90, s.target, s.late];

const TABLES: { [N in ReportName]: (report: ReportOf<N>, name: (text: Localized | null) => string) => Table } = {
  summary: (r) => ({
    header: ["period", ...FIGURES],
    rows: [
      ...r.rows.map((row) => [row.period, ...figures(row)]),
      [`total ${r.range.from}..${r.range.to}`, ...figures(r.totals)],
      [`previous ${r.range.previousFrom}..${r.range.previousTo}`, ...figures(r.previous)],
    ],
  }),
  restaurants: (r, name) => ({
    header: ["restaurant_id", "restaurant", ...FIGURES, "previous_orders", "previous_revenue_uzs"],
    rows: r.rows.map((row) => [row.restaurantId, name(row.name), ...figures(row.current), row.previous.orders, row.previous.revenue]),
  }),
  products: (r, name) => {
    const folders = new Map(r.folders.map((f) => [f.folderId, name(f.name)]));
    return {
      header: ["product_id", "product", "folder", "pieces", "revenue_uzs"],
      rows: r.products.map((p) => [p.productId, name(p.name), folders.get(p.folderId) ?? "", p.count, p.revenue]),
    };
  },
  cancellations: (r) => ({
    header: ["reason", "orders", "amount_uzs", "previous_orders"],
    rows: r.rows.map((row) => [row.reason, row.count, row.amount, row.previousCount]),
  }),
  payments: (r) => shareTable("payment_type", r),
  "order-types": (r) => shareTable("order_type", r),
  channels: (r) => shareTable("channel", r),
  speed: (r, name) => ({
    header: ["restaurant_id", "restaurant", "orders", ...["accept", "cook", "deliver"].flatMap(stepHeader), "late", "previous_late"],
    rows: r.rows.map((row) => [
      row.restaurantId,
      name(row.name),
      row.orders,
      ...step(row.accept),
      ...step(row.cook),
      ...step(row.deliver),
      row.late,
      row.previousLate,
    ]),
  }),
  "promo-codes": (r) => ({
    header: ["promo_code", "orders", "discount_uzs", "revenue_uzs"],
    rows: r.rows.map((row) => [row.code, row.orders, row.discount, row.revenue]),
  }),
  ratings: (r, name) => ({
    header: ["restaurant_id", "restaurant", ...STARS],
    rows: [...r.rows.map((row) => [row.restaurantId, name(row.name), ...stars(row)]), ["total", "", ...stars(r.total)]],
  }),
};

function shareTable(key: string, r: ReportOf<"payments">): Table {
  return {
    header: [key, "orders", "revenue_uzs", "previous_orders", "previous_revenue_uzs"],
    rows: r.rows.map((row) => [row.key, row.current.orders, row.current.revenue, row.previous.orders, row.previous.revenue]),
  };
}

/** The report's file text: BOM, header, rows, CRLF. */
export function reportCsv<N extends ReportName>(name: N, report: ReportOf<N>, lang: Locale): string {
  const separator: CsvSeparator = lang === "en" ? "," : ";";
  const number = (v: number) => (lang === "en" ? String(v) : String(v).replace(".", ","));
  const cell = (v: Cell) => csvCell(typeof v === "number" ? number(v) : v, separator);
  const table = TABLES[name](report, (text) => (text ? pick(text, lang) : ""));
  const lines = [table.header, ...table.rows].map((cells) => cells.map(cell).join(separator));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** "report-summary-2026-11-15-2026-11-21.csv". */
export const reportFileName = (name: ReportName, report: { range: { from: string; to: string } }) =>
  `report-${name}-${report.range.from}-${report.range.to}.csv`;
