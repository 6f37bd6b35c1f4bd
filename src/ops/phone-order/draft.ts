// The order a staff member is taking on the phone, before it is sent: the caller, where it goes
// (a delivery's point and address, or a pickup's restaurant), the lines with their modifiers, the
// slot and the payment. Pure functions: the restaurant delivering to a point (the zones as the site
// checks them), the lines' prices (the domain's modifier rules) and the body of POST /api/operator/orders.
import type { OperatorRestaurant } from "../../contract/operator-restaurants";
import type { PhoneOrderBody } from "../../contract/operator-phone-orders";
import { lineKey } from "../../domain/line-key";
import type { NamedItem, TextLine } from "../../domain/line-text";
import { LANGUAGE_CODES, type Locale } from "../../domain/locales";
import { priceWithModifiers } from "../../domain/modifiers";
import { DELIVERY, type PICKUP } from "../../domain/order-type";
import { phoneFromDigits } from "../../domain/phone-mask";
import { isInZone, type LonLat } from "../../domain/zones";

export interface DraftModifier {
  id: string;
  name: string;
  price: number;
  count: number;
}

export interface DraftLine {
  /** Local id of the line (the same product with other modifiers is another line). */
  key: string;
  productId: string;
  name: string;
  price: number;
  count: number;
  modifiers: DraftModifier[];
  /** The pizza builder's choice (absent on a plain product): size and dough, left out, the other half. */
  variant?: { id: string; name: string } | null;
  removed?: readonly NamedItem[];
  half?: { id: string; name: string; removed: readonly NamedItem[] } | null;
}

export interface Draft {
  /** The caller's national digits (9), as the phone mask keeps them. */
  phoneDigits: string;
  name: string;
  language: Locale;
  orderTypeId: typeof DELIVERY | typeof PICKUP;
  point: LonLat | null;
  street: string;
  house: string;
  entrance: string;
  floor: string;
  apartment: string;
  doorCode: string;
  /** A pickup's restaurant (a delivery's follows its point). */
  pickupRestaurantId: string;
  lines: DraftLine[];
  /** A slot's start, or "" for as soon as possible. */
  slot: string;
  paymentType: "cash" | "card";
  comment: string;
}

export const emptyDraft = (language: Locale, restaurantId: string | null): Draft => ({
  phoneDigits: "",
  name: "",
  language,
  orderTypeId: DELIVERY,
  point: null,
  street: "",
  house: "",
  entrance: "",
  floor: "",
  apartment: "",
  doorCode: "",
  pickupRestaurantId: restaurantId ?? "",
  lines: [],
  slot: "",
  paymentType: "cash",
  comment: "",
});

/** The active restaurant whose delivery zone holds the point (the first, as the site picks it). */
export function deliveringRestaurant(restaurants: readonly OperatorRestaurant[], point: LonLat | null): OperatorRestaurant | null {
  if (!point) return null;
  return restaurants.find((r) => r.isActive && r.zone && isInZone(r.zone, point[0], point[1])) ?? null;
}

/** The restaurant the order goes to: the delivering one, or the pickup's choice. */
export function orderRestaurant(draft: Draft, restaurants: readonly OperatorRestaurant[]): OperatorRestaurant | null {
  if (draft.orderTypeId === DELIVERY) return deliveringRestaurant(restaurants, draft.point);
  return restaurants.find((r) => r.id === draft.pickupRestaurantId) ?? null;
}

/** One line per identical choice: the domain's line key (product, variant, modifiers, left out, halves). */
const draftLineKey = (item: Omit<DraftLine, "key" | "count">, modifiers: readonly DraftModifier[]) =>
  lineKey({
    productId: item.productId,
    variantId: item.variant?.id,
    modifiers,
    removed: item.removed?.map((r) => r.id),
    half: item.half ? { id: item.half.id, removed: item.half.removed.map((r) => r.id) } : null,
  });

/** Adds one of a product with this choice: the same choice again adds to its line. */
export function addLine(lines: readonly DraftLine[], item: Omit<DraftLine, "key" | "count">): DraftLine[] {
  const modifiers = item.modifiers.filter((m) => m.count > 0);
  const key = draftLineKey(item, modifiers);
  if (lines.some((l) => l.key === key)) return lines.map((l) => (l.key === key ? { ...l, count: Math.min(99, l.count + 1) } : l));
  return [...lines, { ...item, modifiers, key, count: 1 }];
}

export function setLineCount(lines: readonly DraftLine[], key: string, count: number): DraftLine[] {
  return count <= 0 ? lines.filter((l) => l.key !== key) : lines.map((l) => (l.key === key ? { ...l, count: Math.min(99, count) } : l));
}

/** The line as the staff's order lines read it (src/domain/line-text.ts): title, then modifiers and what is left out. */
export const textLine = (l: DraftLine): TextLine => ({
  name: l.name,
  variant: l.variant ?? null,
  removed: l.removed ?? [],
  half: l.half ?? null,
  modifiers: l.modifiers,
});

export const lineTotal = (line: DraftLine) => priceWithModifiers(line.price, line.modifiers) * line.count;
export const subtotal = (lines: readonly DraftLine[]) => lines.reduce((sum, l) => sum + lineTotal(l), 0);

/** The body of POST /api/operator/orders, or null while something required is missing. */
export function orderBody(draft: Draft, restaurant: OperatorRestaurant | null): PhoneOrderBody | null {
  const phone = phoneFromDigits(draft.phoneDigits);
  if (!phone || !draft.name.trim() || !restaurant || draft.lines.length === 0) return null;
  const delivery = draft.orderTypeId === DELIVERY;
  if (delivery && (!draft.point || !draft.street.trim() || !draft.house.trim())) return null;
  return {
    orderTypeId: draft.orderTypeId,
    restaurantId: restaurant.id,
    address:
      delivery && draft.point
        ? {
            longitude: draft.point[0],
            latitude: draft.point[1],
            address: draft.street.trim(),
            house: draft.house.trim(),
            entrance: draft.entrance.trim(),
            floor: draft.floor.trim(),
            apartment: draft.apartment.trim(),
            doorCode: draft.doorCode.trim(),
            comment: "",
          }
        : null,
    slot: draft.slot || null,
    products: draft.lines.map((l) => ({
      id: l.productId,
      count: l.count,
      modifiers: l.modifiers.map((m) => ({ id: m.id, count: m.count })),
      ...(l.variant ? { variantId: l.variant.id } : {}),
      ...(l.removed?.length ? { removed: l.removed.map((r) => r.id) } : {}),
      ...(l.half ? { half: { id: l.half.id, removed: l.half.removed.map((r) => r.id) } } : {}),
    })),
    name: draft.name.trim(),
    phone,
    paymentType: draft.paymentType,
    comment: draft.comment.trim(),
    language: LANGUAGE_CODES[draft.language],
  };
}
