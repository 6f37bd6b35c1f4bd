// An order's fiscal receipt lines (docs/payments.md, "Fiscal data"), built once here for Payme's
// CheckPerformTransaction `detail` and Click's fiscal items. Each ordered product is a line at its
// own price, titled with its size and dough and both halves (the first half's codes); each paid extra (a modifier with a price) a line of its own; prices are tiyin per
// unit and add up, with the delivery fee, to the order's total. Codes come from the menu as it is
// now (products, modifiers; the delivery fee's from chain_info); one not set is "" (and a
// receipt with one will be refused by the provider's fiscal service: set them in the console).
// A promo code's discount is spread over the item lines (each line's `discount`, tiyin for the whole
// line, in proportion to its sum: spreadDiscount), and so are the loyalty points that paid part of
// the items (issue 26: a discount for the fiscal service, not money paid), so the receipt still adds
// up to what is paid; its free product (a gift line at price 0) is not a line of the receipt: nothing is paid for it.
import { asc, eq, inArray } from "drizzle-orm";
import { lineTitle, localizeLine } from "../../src/domain/line-text";
import { pick } from "../../src/domain/localized";
import { localeFromLanguageCode, type Locale } from "../../src/domain/locales";
import { toTiyin } from "../../src/domain/payment";
import type { Db } from "../db/client";
import { chainInfo, modifiers, orderLines, orders, products } from "../db/schema";

export interface ReceiptLine {
  title: string;
  /** Tiyin, one unit. */
  price: number;
  count: number;
  /** IKPU (MXIK), 17 digits. */
  code: string;
  package_code: string;
  vat_percent: number;
  discount: number;
}

export interface Receipt {
  items: ReceiptLine[];
  /** The delivery fee (Payme's `shipping`); null for pickup or free delivery. */
  shipping: ReceiptLine | null;
}

const DELIVERY_TITLE: Record<Locale, string> = { ru: "Доставка", en: "Delivery", uz: "Yetkazib berish" };

interface Fiscal {
  fiscalIkpu: string | null;
  fiscalPackageCode: string | null;
  fiscalVatPercent: number | null;
}

const codes = (own: Fiscal | undefined, fallback?: Fiscal) => ({
  code: own?.fiscalIkpu ?? fallback?.fiscalIkpu ?? "",
  package_code: own?.fiscalPackageCode ?? fallback?.fiscalPackageCode ?? "",
  vat_percent: own?.fiscalVatPercent ?? fallback?.fiscalVatPercent ?? 0,
});

/** The order's receipt in its language; null when there is no such order. */
export async function orderReceipt(db: Db, orderId: number): Promise<Receipt | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const locale = localeFromLanguageCode(order.language) ?? "ru";
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const modifierIds = [...new Set(lines.flatMap((l) => l.modifiers.map((m) => m.id)))];
  const [productRows, modifierRows, [chain]] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    modifierIds.length ? db.select().from(modifiers).where(inArray(modifiers.id, modifierIds)) : [],
    db.select().from(chainInfo).where(eq(chainInfo.id, 1)),
  ]);
  const product = new Map(productRows.map((p) => [p.id, p]));
  const modifier = new Map(modifierRows.map((m) => [m.id, m]));
  const items: ReceiptLine[] = [];
  for (const line of lines) {
    if (line.isGift) continue;
    const own = product.get(line.productId);
    // "Margherita, 30 cm, thin"; two halves: "½ Margherita + ½ Pepperoni, 30 cm, thin" at the first half's codes.
    const title = lineTitle(localizeLine(line, locale));
    items.push({ title, price: toTiyin(line.basePrice), count: line.count, ...codes(own), discount: 0 });
    for (const m of line.modifiers) {
      if (m.price <= 0 || m.count <= 0) continue;
      items.push({
        title: `${title}: ${pick(m.name, locale)}`,
        price: toTiyin(m.price),
        count: m.count * line.count,
        ...codes(modifier.get(m.id), own),
        discount: 0,
      });
    }
  }
  const shipping =
    order.priceOfDelivery > 0
      ? {
          title: DELIVERY_TITLE[locale],
          price: toTiyin(order.priceOfDelivery),
          count: 1,
          code: chain?.deliveryFiscalIkpu ?? "",
          package_code: chain?.deliveryFiscalPackageCode ?? "",
          vat_percent: chain?.deliveryFiscalVatPercent ?? 0,
          discount: 0,
        }
      : null;
  return { items: spreadDiscount(items, toTiyin(order.discount + order.pointsSpent)), shipping };
}

/**
 * The lines with `discount` (tiyin, tiyin) spread over them in proportion to each line's sum
 * (price × count), rounded down, the tiyin left over going one each to the lines with the largest
 * remainders: the discounts add up to `discount` exactly and none exceeds its line.
 */
export function spreadDiscount(lines: readonly ReceiptLine[], discount: number): ReceiptLine[] {
  const sums = lines.map((l) => l.price * l.count);
  const whole = sums.reduce((a, b) => a + b, 0);
  if (discount <= 0 || whole <= 0) return [...lines];
  const off = Math.min(discount, whole);
  const shares = sums.map((sum, i) => ({ i, floor: Math.floor((off * sum) / whole), rest: (off * sum) % whole }));
  let left = off - shares.reduce((a, s) => a + s.floor, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left <= 0) break;
    if (share.rest === 0) continue;
    share.floor++;
    left--;
  }
  return lines.map((l, i) => ({ ...l, discount: l.discount + shares[i].floor }));
}

/** Every line of the receipt, the delivery fee last as a line of its own (Click's items); [] for no such order. */
export async function receiptLines(db: Db, orderId: number): Promise<ReceiptLine[]> {
  const receipt = await orderReceipt(db, orderId);
  if (!receipt) return [];
  return receipt.shipping ? [...receipt.items, receipt.shipping] : receipt.items;
}

/** What the lines add up to, tiyin (the order's total when the menu and the order agree). */
export const receiptTotal = (lines: readonly ReceiptLine[]) => lines.reduce((sum, l) => sum + l.price * l.count - l.discount, 0);
