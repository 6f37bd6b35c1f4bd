// Small builders for the demo menu, so the data files read like a menu card.
import type { ModifierGroup } from "../../../src/domain/modifiers";
import type { Ingredient, ProductVariant } from "../../../src/domain/product-builder";
import type { Localized, SeedModifier, SeedProduct } from "./types";

export const L = (ru: string, en: string, uz: string): Localized => ({ ru, en, uz });

/** A modifier before it belongs to a product; its id becomes `${productId}:${slug}`. */
export interface ModifierDef {
  slug: string;
  name: Localized;
  price: number;
  isRequired?: boolean;
  isDefault?: boolean;
  maxOneDish?: number;
  /** The choose-one group it is an option of (see `option`). */
  groupId?: string;
}

/** Always on the dish, counted once, free (e.g. the dough). */
export const required = (slug: string, name: Localized, price = 0): ModifierDef => ({
  slug,
  name,
  price,
  isRequired: true,
  isDefault: true,
  maxOneDish: 1,
});

/** Pre-selected, can be taken off. */
export const byDefault = (slug: string, name: Localized, price = 0, maxOneDish = 1): ModifierDef => ({
  slug,
  name,
  price,
  isDefault: true,
  maxOneDish,
});

/** An optional extra, at most `maxOneDish` portions per dish. */
export const extra = (slug: string, name: Localized, price: number, maxOneDish: number): ModifierDef => ({
  slug,
  name,
  price,
  maxOneDish,
});

/** One option of a choose-one group (a combo's drink); `price` is its surcharge. */
export const option = (groupId: string, slug: string, name: Localized, price = 0): ModifierDef => ({ slug, name, price, groupId });

export function toModifiers(productId: string, defs: ModifierDef[]): SeedModifier[] {
  return defs.map((def) => ({
    id: `${productId}:${def.slug}`,
    name: def.name,
    price: def.price,
    isRequired: def.isRequired ?? false,
    isDefault: def.isDefault ?? false,
    maxOneDish: def.maxOneDish ?? 1,
    groupId: def.groupId ?? null,
    imageUrl: null,
  }));
}

export interface ProductDef {
  id: string;
  folderId: number;
  name: Localized;
  description: Localized;
  portion: Localized | null;
  price: number;
  tags?: string[];
  modifiers?: ModifierDef[];
  variants?: ProductVariant<Localized>[];
  ingredients?: Ingredient<Localized>[];
  halvesAllowed?: boolean;
  modifierGroups?: ModifierGroup<Localized>[];
}

export function product(def: ProductDef): SeedProduct {
  return {
    id: def.id,
    folderId: def.folderId,
    name: def.name,
    description: def.description,
    portion: def.portion,
    price: def.price,
    imageUrl: `/images/products/${def.id}.svg`,
    tags: def.tags ?? [],
    modifiers: toModifiers(def.id, def.modifiers ?? []),
    variants: def.variants ?? [],
    ingredients: def.ingredients ?? [],
    halvesAllowed: def.halvesAllowed ?? false,
    modifierGroups: def.modifierGroups ?? [],
  };
}

// ── Portions ────────────────────────────────────────────────────────────────────────────────
const ruNum = (n: string) => n.replace(".", ",");

/** Pizza size and weight: "30 см · 560 г". */
export const cm = (size: number, grams: number): Localized =>
  L(`${size} см · ${grams} г`, `${size} cm · ${grams} g`, `${size} sm · ${grams} g`);

export const grams = (g: number): Localized => L(`${g} г`, `${g} g`, `${g} g`);

export const pieces = (count: number, g: number): Localized => L(`${count} шт · ${g} г`, `${count} pcs · ${g} g`, `${count} dona · ${g} g`);

/** Volume in litres, written "0.5": "0,5 л" / "0.5 l" / "0,5 l". */
export const litres = (volume: string): Localized => L(`${ruNum(volume)} л`, `${volume} l`, `${ruNum(volume)} l`);

/** Free-form portion, e.g. a combo's contents. */
export const portion = L;
