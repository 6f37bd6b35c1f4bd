// CheckPerformTransaction's fiscal `detail` (developer.help.paycom.uz, "Фискализация чеков"):
// { receipt_type: 0 (a sale), items: [...], shipping: { title, price } }, prices in tiyin per unit,
// from the order's receipt (server/payments/fiscal.ts, the lines Click's receipt uses too).
import { orderReceipt } from "../fiscal";
import type { OrderRow, Tx } from "../ledger";

export interface PaymeReceiptItem {
  title: string;
  /** Tiyin, one unit. */
  price: number;
  count: number;
  /** IKPU (MXIK). */
  code: string;
  package_code: string;
  vat_percent: number;
  discount: number;
}

export interface PaymeDetail {
  receipt_type: 0;
  items: PaymeReceiptItem[];
  /** The delivery fee; absent for pickup or free delivery. */
  shipping?: { title: string; price: number };
}

/** The order's receipt for Payme; null when it has no lines (nothing to fiscalise). */
export async function receiptDetail(db: Tx, order: OrderRow): Promise<PaymeDetail | null> {
  const receipt = await orderReceipt(db, order.id);
  if (!receipt || receipt.items.length === 0) return null;
  const items = receipt.items.map(({ title, price, count, code, package_code, vat_percent, discount }) => ({
    title,
    price,
    count,
    code,
    package_code,
    vat_percent,
    discount,
  }));
  return {
    receipt_type: 0,
    items,
    ...(receipt.shipping ? { shipping: { title: receipt.shipping.title, price: receipt.shipping.price } } : {}),
  };
}
