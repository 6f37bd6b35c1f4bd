// How an order's line and its delivery details read outside the storefront: the bot's operators'
// message, the kitchen's tile and ticket, the courier's card, the board's order, the fiscal receipt.
// One wording everywhere: the title "½ Margherita + ½ Pepperoni, 30 cm, thin", then what the kitchen
// must also know ("Extra mozzarella ×2", "without onion"). The few words come from the caller's own
// catalogue (bot.po, ops.po) as LineWords / DeliveryWords.
import { type Localized, pick } from "./localized";
import type { Locale } from "./locales";
import { variantName } from "./product-builder";

export interface NamedItem {
  id: string;
  name: string;
}

/** A line as the wire's order details carry it (names in one language). */
export interface TextLine {
  name: string;
  variant: { id: string; name: string } | null;
  removed: readonly NamedItem[];
  half: { id: string; name: string; removed: readonly NamedItem[] } | null;
  modifiers: readonly { name: string; count: number }[];
}

/** A language's words for a line. */
export interface LineWords {
  /** "without {names}": names is a list ("onion, olives"). */
  without: (names: string) => string;
}

/** A language's words for an order's delivery details. */
export interface DeliveryWords {
  /** "Change from {sum}". */
  changeFrom: (sum: string) => string;
  /** "Contactless: leave at the door". */
  contactless: string;
  /** "Cutlery: {count}". */
  cutlery: (count: number) => string;
}

export const halvesName = (first: string, second: string) => `½ ${first} + ½ ${second}`;

/** "Margherita, 30 cm, thin"; "½ Margherita + ½ Pepperoni, 30 cm, thin"; "Cola" for a plain product. */
export function lineTitle(line: Pick<TextLine, "name" | "variant" | "half">): string {
  const name = line.half ? halvesName(line.name, line.half.name) : line.name;
  return line.variant ? `${name}, ${line.variant.name}` : name;
}

/** A line's name and what is left out of it and of its second half (the wire's lines, the cart's choices). */
export interface LineRemovals {
  name: string;
  removed: readonly { name: string }[];
  half: { name: string; removed: readonly { name: string }[] } | null;
}

/**
 * What is left out: "without onion, olives"; for two halves, each half's, named by `halfLabel`
 * ("½ Margherita: without basil"; the cart, whose title names the halves, says "Margherita: …").
 */
export function lineRemovals(line: LineRemovals, words: LineWords, halfLabel = (name: string) => `½ ${name}`): string[] {
  const without = (items: readonly { name: string }[]) => words.without(items.map((i) => i.name.toLocaleLowerCase()).join(", "));
  if (!line.half) return line.removed.length ? [without(line.removed)] : [];
  return [
    ...(line.removed.length ? [`${halfLabel(line.name)}: ${without(line.removed)}`] : []),
    ...(line.half.removed.length ? [`${halfLabel(line.half.name)}: ${without(line.half.removed)}`] : []),
  ];
}

/** The modifiers ("Extra mozzarella ×2"), then what is left out. */
export function lineExtras(line: TextLine, words: LineWords): string[] {
  const modifiers = line.modifiers.filter((m) => m.count > 0).map((m) => (m.count > 1 ? `${m.name} ×${m.count}` : m.name));
  return [...modifiers, ...lineRemovals(line, words)];
}

/** The line on one row: "Margherita, 30 cm, thin (Extra mozzarella ×2; without basil)". */
export function lineText(line: TextLine, words: LineWords): string {
  const extras = lineExtras(line, words);
  return extras.length ? `${lineTitle(line)} (${extras.join("; ")})` : lineTitle(line);
}

/** What the courier and the kitchen are told about handing the order over; none when nothing asked. */
export function deliveryNotes(
  order: { changeFrom: number | null; contactless: boolean; cutlery: number },
  words: DeliveryWords,
  money: (sum: number) => string,
): string[] {
  return [
    ...(order.changeFrom !== null ? [words.changeFrom(money(order.changeFrom))] : []),
    ...(order.contactless ? [words.contactless] : []),
    ...(order.cutlery > 0 ? [words.cutlery(order.cutlery)] : []),
  ];
}

/** A stored line's builder choice (names in every language), as the database keeps it. */
export interface StoredLine {
  name: Localized;
  modifiers: readonly { name: Localized; count: number }[];
  variant: { id: string; size: Localized; dough: Localized | null } | null;
  removed: readonly { id: string; name: Localized }[];
  half: { productId: string; name: Localized; removed: readonly { id: string; name: Localized }[] } | null;
}

/** A stored line in one language, as TextLine and the wire's order lines carry it. */
export function localizeLine(line: StoredLine, locale: Locale): TextLine {
  const named = (items: readonly { id: string; name: Localized }[]) => items.map((i) => ({ id: i.id, name: pick(i.name, locale) }));
  return {
    name: pick(line.name, locale),
    variant: line.variant && {
      id: line.variant.id,
      name: variantName(pick(line.variant.size, locale), line.variant.dough && pick(line.variant.dough, locale)),
    },
    removed: named(line.removed),
    half: line.half && { id: line.half.productId, name: pick(line.half.name, locale), removed: named(line.half.removed) },
    modifiers: line.modifiers.map((m) => ({ name: pick(m.name, locale), count: m.count })),
  };
}
