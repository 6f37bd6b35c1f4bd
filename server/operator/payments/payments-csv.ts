// The ledger as a CSV file for the accountant: UTF-8 with a byte-order mark (so Excel reads
// Cyrillic and Uzbek names), one row per payment, times in Tashkent, amounts in so'm. Cells are
// quoted as RFC 4180 says, and a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at
// its start: a customer's name could be one) is written as text with a leading apostrophe.
import type { OperatorPayment } from "../../../src/contract/operator-payments";
import { tashkentWallClock } from "../../../src/domain/tashkent-time";

export type CsvSeparator = "," | ";";

const COLUMNS: [string, (p: OperatorPayment) => string | number | null][] = [
  ["id", (p) => p.id],
  ["created_at", (p) => when(p.createdAt)],
  ["provider", (p) => p.provider],
  ["provider_tx_id", (p) => p.providerTxId],
  ["provider_charge_id", (p) => p.providerChargeId],
  ["order_id", (p) => p.orderId],
  ["restaurant_id", (p) => p.restaurantId],
  ["order_status", (p) => p.orderStatusCode],
  ["payment_type", (p) => p.paymentType],
  ["customer_name", (p) => p.customerName],
  ["customer_phone", (p) => p.customerPhone],
  ["amount_uzs", (p) => soum(p.amountTiyin)],
  ["currency", (p) => p.currency],
  ["state", (p) => p.state],
  ["performed_at", (p) => when(p.performedAt)],
  ["cancelled_at", (p) => when(p.cancelledAt)],
  ["cancel_reason", (p) => p.cancelReason],
  ["refund", (p) => p.refund],
  ["refund_reason", (p) => p.refundReason],
  ["refunded_at", (p) => when(p.refundedAt)],
  ["refunded_by", (p) => p.refundedBy],
  ["receipt_url", (p) => p.receiptUrl],
];

/** "2026-11-21 19:05:00", Tashkent time; empty for none. */
const when = (iso: string | null) => (iso ? (tashkentWallClock(iso)?.slice(0, 19).replace("T", " ") ?? "") : "");

/** Tiyin → so'm: "45000", or "45000.5" for a part of a so'm. */
export const soum = (tiyin: number) => (tiyin % 100 === 0 ? String(tiyin / 100) : (tiyin / 100).toFixed(2).replace(/0$/, ""));

/** A phone-like "+998 90 123 45 67" stays as it is: digits and spaces are no formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_SIGNED = /^[+-][\d\s().]*$/;

export function csvCell(value: string | number | null, separator: CsvSeparator): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !PLAIN_SIGNED.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: BOM, header, one line per payment, CRLF line ends. */
export function paymentsCsv(rows: OperatorPayment[], separator: CsvSeparator = ","): string {
  const line = (cells: (string | number | null)[]) => cells.map((c) => csvCell(c, separator)).join(separator);
  const lines = [line(COLUMNS.map(([name]) => name)), ...rows.map((p) => line(COLUMNS.map(([, get]) => get(p))))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** "payments-2026-11-21.csv" for a file taken at `at`. */
export const csvFileName = (at: Date) => `payments-${tashkentWallClock(at)?.slice(0, 10) ?? "all"}.csv`;
