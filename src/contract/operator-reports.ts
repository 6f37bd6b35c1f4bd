// The operator API's reports on the wire (docs/operator-api.md, "Reports"): figures of a range of
// Tashkent days beside the previous range of the same length, each report as JSON or, with
// `format=csv`, as a CSV file Excel opens (UTF-8 with BOM; `;` between cells for ru and uz).
// Revenue is defined once, in server/reports/revenue.ts: completed orders (201) whose money was
// not given back.
import { z } from "zod";
import * as f from "./fields";

export const REPORT_NAMES = [
  "summary",
  "restaurants",
  "products",
  "cancellations",
  "payments",
  "order-types",
  "channels",
  "speed",
  "promo-codes",
  "ratings",
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const REPORT_GROUPS = ["day", "week", "month", "hour"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_LANGS = ["ru", "en", "uz"] as const;
/** The longest range one report covers, in days. */
export const MAX_REPORT_DAYS = 366;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((v) => {
    const at = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(v) && v >= "2000" && v < "2101";
  }, "must be a real date YYYY-MM-DD in the years 2000 to 2100");

export const reportQuery = z.object({
  from: day.optional().meta({ description: "First day (Tashkent), inclusive; 6 days before `to` by default", example: "2026-11-15" }),
  to: day.optional().meta({ description: "Last day (Tashkent), inclusive; today by default", example: "2026-11-21" }),
  restaurantId: f.restaurantIdQuery.meta({
    description: "One restaurant; every restaurant the caller runs by default (a manager: theirs)",
  }),
  groupBy: z
    .enum(REPORT_GROUPS, { error: "must be day, week, month or hour" })
    .default("day")
    .meta({ description: "The summary's rows: per day, week (from Monday), month, or hour of the day (0–23, the range's days together)" }),
  format: z.enum(["json", "csv"], { error: "must be json or csv" }).default("json").meta({ description: "csv: a file for Excel" }),
  lang: z
    .enum(REPORT_LANGS, { error: "must be ru, en or uz" })
    .default("ru")
    .meta({ description: "The CSV's names and separator: `;` for ru and uz (their Excel's list separator), `,` for en" }),
});
export type ReportQuery = z.input<typeof reportQuery>;

const localized = z.object({ ru: z.string(), en: z.string(), uz: z.string() });
const count = z.number().int();

export const reportRange = z
  .object({
    from: z.string(),
    to: z.string(),
    days: count,
    previousFrom: z.string().meta({ description: "The previous range: as many days, just before `from`" }),
    previousTo: z.string(),
  })
  .meta({ id: "ReportRange" });

export const reportFigures = z
  .object({
    orders: count.meta({ description: "Orders placed (any status)" }),
    completed: count.meta({ description: "Orders that count as revenue: completed, money not given back" }),
    revenue: z.number().meta({ description: "So'm: the totals (delivery fee included) of the completed orders" }),
    averageCheck: z.number().meta({ description: "revenue ÷ completed, rounded; 0 with none" }),
    itemsSold: count.meta({ description: "Pieces on the completed orders' lines" }),
    cancelled: count,
    refunded: count.meta({ description: "Completed orders whose online payment was refunded (not revenue)" }),
    discount: z.number().meta({ description: "So'm the promo codes took off the revenue orders' items" }),
    promoOrders: count.meta({ description: "Revenue orders placed with a promo code" }),
  })
  .meta({ id: "ReportFigures" });

const base = { range: reportRange, restaurantId: z.string().nullable().meta({ description: "The restaurant asked for; null = all" }) };

export const summaryReport = z
  .object({
    ...base,
    groupBy: z.enum(REPORT_GROUPS),
    totals: reportFigures,
    previous: reportFigures,
    rows: z.array(
      reportFigures.extend({ period: z.string().meta({ description: "2026-11-21 (day, week's Monday), 2026-11 (month), 19 (hour)" }) }),
    ),
  })
  .meta({ id: "SummaryReport" });

export const restaurantsReport = z
  .object({
    ...base,
    rows: z.array(z.object({ restaurantId: z.string(), name: localized, current: reportFigures, previous: reportFigures })),
  })
  .meta({ id: "RestaurantsReport" });

const sold = { count: count.meta({ description: "Pieces sold" }), revenue: z.number().meta({ description: "So'm, modifiers included" }) };
export const productsReport = z
  .object({
    ...base,
    products: z.array(z.object({ productId: z.string(), name: localized, folderId: count.nullable(), ...sold })),
    folders: z.array(z.object({ folderId: count.nullable(), name: localized.nullable(), ...sold })),
  })
  .meta({ id: "ProductsReport" });

export const cancellationsReport = z
  .object({
    ...base,
    total: count,
    previousTotal: count,
    rows: z.array(
      z.object({
        reason: z.string().nullable().meta({ description: "As staff wrote it; payment_expired: unpaid online order" }),
        count,
        previousCount: count,
        amount: z.number().meta({ description: "So'm the cancelled orders came to" }),
      }),
    ),
  })
  .meta({ id: "CancellationsReport" });

const share = z.object({ orders: count, revenue: z.number() });
/** payments: key = payment type (cash, card, payme, click, online); order-types: delivery, pickup; channels: web, telegram, phone. */
export const shareReport = z
  .object({ ...base, rows: z.array(z.object({ key: z.string(), current: share, previous: share })) })
  .meta({ id: "ShareReport" });

const minutes = z.number().nullable();
const step = z.object({
  median: minutes.meta({ description: "Minutes, one decimal; null with none measured" }),
  p90: minutes,
  target: count.meta({ description: "The restaurant's limit, minutes" }),
  measured: count,
  late: count.meta({ description: "Orders over the target" }),
});
export const speedReport = z
  .object({
    ...base,
    rows: z.array(
      z.object({
        restaurantId: z.string(),
        name: localized,
        orders: count.meta({ description: "Completed orders measured" }),
        accept: step,
        cook: step,
        deliver: step,
        late: count.meta({ description: "Orders late at any step" }),
        previousLate: count,
        previousOrders: count,
      }),
    ),
  })
  .meta({ id: "SpeedReport" });

export const promoCodesReport = z
  .object({
    ...base,
    rows: z.array(
      z.object({
        code: z.string(),
        orders: count.meta({ description: "Revenue orders placed with the code" }),
        discount: z.number().meta({ description: "So'm the code took off them" }),
        revenue: z.number().meta({ description: "So'm they came to (after the discount)" }),
      }),
    ),
  })
  .meta({ id: "PromoCodesReport" });

const stars = z.object({
  average: z.number().nullable().meta({ description: "Average stars (1–5), two decimals; null with no ratings" }),
  count: count.meta({ description: "Ratings given" }),
  low: count.meta({ description: "Ratings of 1 or 2 stars" }),
  lowShare: z.number().meta({ description: "low ÷ count, 0–1 (three decimals); 0 with no ratings" }),
});
export const ratingsReport = z
  .object({
    ...base,
    total: stars.meta({ description: "Every restaurant asked for together" }),
    rows: z.array(z.object({ restaurantId: z.string(), name: localized, ...stars.shape })),
  })
  .meta({ id: "RatingsReport" });

export type ReportFigures = z.infer<typeof reportFigures>;
export type ReportRange = z.infer<typeof reportRange>;
export type SummaryReport = z.infer<typeof summaryReport>;
export type RestaurantsReport = z.infer<typeof restaurantsReport>;
export type ProductsReport = z.infer<typeof productsReport>;
export type CancellationsReport = z.infer<typeof cancellationsReport>;
export type ShareReport = z.infer<typeof shareReport>;
export type SpeedReport = z.infer<typeof speedReport>;
export type SpeedStep = z.infer<typeof step>;
export type PromoCodesReport = z.infer<typeof promoCodesReport>;
export type RatingsReport = z.infer<typeof ratingsReport>;
