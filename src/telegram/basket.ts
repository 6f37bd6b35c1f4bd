// The messenger basket (id, count, modifiers [{ id, count }], and the pizza builder's variantId,
// removed and half) and the app's cart lines, both ways. Names, pictures and prices are not in the
// basket: they come from the menu on screen, so a basket line the menu no longer has (a product,
// its variant, a left-out ingredient, the other half) is left out. A line stored before variants
// gets the product's default one.
import type { CartLine as BasketLine } from "../contract/order";
import { type CartLine, choiceToWire } from "../domain/cart";
import { type ChoiceProduct, resolveChoice } from "../domain/cart-choice";
import type { HalfPricing } from "../domain/product-builder";

export type BasketProduct = BasketLine;

export interface MenuForBasket {
  products: readonly (Omit<ChoiceProduct, "price"> & { imageUrl: string })[];
  productsForCart: readonly { id: string; price: number; modifiers: readonly { id: string; name: string; price: number }[] }[];
  halfPricing?: HalfPricing;
}

/** The server's limits on PUT /api/tg_basket (server/tg-api/routes.ts). */
const MAX_LINES = 50;
const MAX_COUNT = 99;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const count = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : 0);
const ids = (v: unknown) => (Array.isArray(v) ? v.filter((r): r is string => typeof r === "string") : []);

/** Reads `result.products` defensively: anything malformed is dropped, not trusted. */
export function parseBasket(value: unknown): BasketProduct[] {
  const products = isObj(value) && isObj(value.result) ? value.result.products : undefined;
  if (!Array.isArray(products)) return [];
  return products.flatMap((p): BasketProduct[] => {
    if (!isObj(p) || typeof p.id !== "string" || count(p.count) < 1) return [];
    const modifiers = Array.isArray(p.modifiers) ? p.modifiers : [];
    return [
      {
        id: p.id,
        count: count(p.count),
        modifiers: modifiers
          .filter((m): m is { id: string; count: number } => isObj(m) && typeof m.id === "string" && count(m.count) > 0)
          .map((m) => ({ id: m.id, count: count(m.count) })),
        variantId: typeof p.variantId === "string" ? p.variantId : null,
        removed: ids(p.removed),
        half: isObj(p.half) && typeof p.half.id === "string" ? { id: p.half.id, removed: ids(p.half.removed) } : null,
      },
    ];
  });
}

/** Cart lines → the basket body. With a menu, lines it does not offer are left out (the server would refuse them). */
export function linesToBasket(lines: readonly CartLine[], menu?: Pick<MenuForBasket, "productsForCart">): BasketProduct[] {
  const offered = menu ? new Set(menu.productsForCart.map((p) => p.id)) : null;
  return lines
    .filter((line) => !offered || offered.has(line.cartProdId))
    .slice(0, MAX_LINES)
    .map((line) => ({
      id: line.cartProdId,
      count: Math.min(line.amount, MAX_COUNT),
      modifiers: line.modifiers.filter((m) => m.count > 0).map((m) => ({ id: m.id, count: m.count })),
      ...choiceToWire(line),
    }));
}

/** The basket → cart lines priced and named by the menu; ids are timestamps, as the cart's own. */
export function basketToLines(products: readonly BasketProduct[], menu: MenuForBasket, now: number): CartLine[] {
  const shown = new Map(menu.products.map((p) => [p.id, p]));
  const forCart = new Map(menu.productsForCart.map((p) => [p.id, p]));
  const choiceProduct = (id: string) => {
    const p = shown.get(id);
    const priced = forCart.get(id);
    return p && priced ? { ...p, price: priced.price } : undefined;
  };
  const lines: CartLine[] = [];
  for (const item of products) {
    const product = shown.get(item.id);
    const priced = forCart.get(item.id);
    if (!product || !priced || item.count < 1) continue;
    const modifiers = item.modifiers.flatMap((m) => {
      const rule = priced.modifiers.find((r) => r.id === m.id);
      return rule && m.count > 0 ? [{ id: m.id, name: rule.name, price: rule.price, count: m.count }] : [];
    });
    const resolved = resolveChoice(
      { ...product, price: priced.price },
      item,
      choiceProduct,
      menu.halfPricing ?? "dearer",
      modifiers.length,
    );
    if (!resolved) continue;
    lines.push({
      id: now + lines.length,
      amount: Math.min(item.count, MAX_COUNT),
      cartProdId: item.id,
      modifiers,
      name: product.name,
      imageUrl: product.imageUrl,
      price: resolved.price,
      ...resolved.choice,
    });
  }
  return lines;
}

/** Same content, so there is nothing to send. */
export const sameBasket = (a: readonly BasketProduct[], b: readonly BasketProduct[]) => JSON.stringify(a) === JSON.stringify(b);
