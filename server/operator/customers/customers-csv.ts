// The customer list as a CSV file: the payments CSV's cells (server/operator/payments/payments-csv.ts:
// quoted as RFC 4180 says, a would-be formula written as text), UTF-8 with a byte-order mark so
// Excel reads Cyrillic and Uzbek names, CRLF line ends; times in Tashkent, money in so'm.
import type { OperatorCustomer } from "../../../src/contract/operator-customers";
import { tashkentWallClock } from "../../../src/domain/tashkent-time";
import { type CsvSeparator, csvCell } from "../payments/payments-csv";

const when = (iso: string | null) => (iso ? (tashkentWallClock(iso)?.slice(0, 19).replace("T", " ") ?? "") : "");

const COLUMNS: [string, (c: OperatorCustomer) => string | number | null][] = [
  ["id", (c) => c.id],
  ["phone", (c) => c.phone],
  ["name", (c) => c.name],
  ["channel", (c) => c.channel],
  ["language", (c) => c.language],
  ["created_at", (c) => when(c.createdAt)],
  ["orders", (c) => c.orders],
  ["spent_uzs", (c) => c.spent],
  ["points", (c) => c.points],
  ["last_order_at", (c) => when(c.lastOrderAt)],
  ["favourite_restaurant_id", (c) => c.favouriteRestaurantId],
  ["blocked", (c) => (c.blocked ? "yes" : "no")],
  ["blocked_reason", (c) => c.blockedReason],
  ["note", (c) => c.note],
];

export function customersCsv(rows: OperatorCustomer[], separator: CsvSeparator): string {
  const line = (cells: (string | number | null)[]) => cells.map((c) => csvCell(c, separator)).join(separator);
  const lines = [line(COLUMNS.map(([name]) => name)), ...rows.map((c) => line(COLUMNS.map(([, get]) => get(c))))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** "customers-2026-11-21.csv" for a file taken at `at`. */
export const customersCsvName = (at: Date) => `customers-${tashkentWallClock(at)?.slice(0, 10) ?? "all"}.csv`;
