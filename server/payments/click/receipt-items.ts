// An order's receipt lines (server/payments/fiscal.ts, the same lines Payme's detail carries) as
// Click's fiscal `items` (docs.click.uz "Fiscalization"): Name (at most 63 characters), SPIC (the
// IKPU), PackageCode, GoodPrice (one unit) and Price (the line) in tiyin, Amount (quantity), VAT
// (the tax inside Price, tiyin) and VATPercent. The delivery fee is one more item.
import type { Db } from "../../db/client";
import { receiptLines } from "../fiscal";
import type { ClickFiscalItem } from "./merchant-api";

/** One receipt line as the shared builder gives it: price per unit in tiyin. */
export interface ReceiptLineLike {
  title: string;
  price: number;
  count: number;
  code: string;
  package_code: string;
  vat_percent: number;
  discount?: number;
}

/** The VAT inside a price that includes it: price × p / (100 + p), to the nearest tiyin. */
export const includedVat = (price: number, percent: number) => (percent > 0 ? Math.round((price * percent) / (100 + percent)) : 0);

const NAME_MAX = 63;

export function toClickItem(line: ReceiptLineLike): ClickFiscalItem {
  const price = line.price * line.count - (line.discount ?? 0);
  return {
    Name: line.title.length > NAME_MAX ? `${line.title.slice(0, NAME_MAX - 1)}…` : line.title,
    SPIC: line.code,
    PackageCode: line.package_code,
    GoodPrice: line.price,
    Price: price,
    Amount: line.count,
    VAT: includedVat(price, line.vat_percent),
    VATPercent: line.vat_percent,
  };
}

/** The order's items for Click, the delivery fee included; their Prices add up to what was paid. */
export async function clickReceiptItems(db: Db, orderId: number): Promise<ClickFiscalItem[]> {
  const lines = await receiptLines(db, orderId);
  if (lines.length === 0) throw new Error(`order ${orderId} has no receipt lines`);
  return lines.map(toClickItem);
}
