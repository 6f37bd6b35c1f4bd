// The reports (docs/operator-api.md, "Reports"): SQL aggregates over orders, their lines, status
// history and payments, one module per report, each of a range of Tashkent days (range.ts) beside
// the previous range of the same length. Revenue is defined once, in orders-sql.ts.
import type { ReportGroup, ReportName } from "../../src/contract/operator-reports";
import type { Db } from "../db/client";
import { cancellationsReport } from "./cancellations";
import { productsReport } from "./products";
import { promoCodesReport } from "./promo-codes";
import type { Range } from "./range";
import { ratingsReport } from "./ratings";
import { restaurantsReport } from "./restaurants";
import { shareReport } from "./shares";
import { speedReport } from "./speed";
import { summaryReport } from "./summary";

export { reportRange } from "./range";
export type { Range } from "./range";

export interface ReportAsk {
  range: Range;
  /** null: every restaurant. */
  restaurantId: string | null;
  groupBy: ReportGroup;
}

export const REPORTS = {
  summary: (db: Db, a: ReportAsk) => summaryReport(db, a.range, a.restaurantId, a.groupBy),
  restaurants: (db: Db, a: ReportAsk) => restaurantsReport(db, a.range, a.restaurantId),
  products: (db: Db, a: ReportAsk) => productsReport(db, a.range, a.restaurantId),
  cancellations: (db: Db, a: ReportAsk) => cancellationsReport(db, a.range, a.restaurantId),
  payments: (db: Db, a: ReportAsk) => shareReport(db, "payments", a.range, a.restaurantId),
  "order-types": (db: Db, a: ReportAsk) => shareReport(db, "order-types", a.range, a.restaurantId),
  channels: (db: Db, a: ReportAsk) => shareReport(db, "channels", a.range, a.restaurantId),
  speed: (db: Db, a: ReportAsk) => speedReport(db, a.range, a.restaurantId),
  "promo-codes": (db: Db, a: ReportAsk) => promoCodesReport(db, a.range, a.restaurantId),
  ratings: (db: Db, a: ReportAsk) => ratingsReport(db, a.range, a.restaurantId),
} satisfies Record<ReportName, (db: Db, ask: ReportAsk) => Promise<unknown>>;

export type ReportOf<N extends ReportName> = Awaited<ReturnType<(typeof REPORTS)[N]>>;
