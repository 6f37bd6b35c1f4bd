// Shapes of the demo chain's data. The data files export plain objects of these types; seed.ts
// writes them into the database when it is empty.
import type { Localized } from "../../../src/domain/localized";
import type { ModifierGroup } from "../../../src/domain/modifiers";
import type { Ingredient, ProductVariant } from "../../../src/domain/product-builder";

export type { Localized };

export interface SeedRegion {
  id: number;
  name: Localized;
}

export interface SeedRestaurant {
  /** Stable string id, e.g. "chilanzar". */
  id: string;
  regionId: number;
  name: Localized;
  address: Localized;
  /** "+998 71 200 00 01" style. */
  phone: string;
  longitude: number;
  latitude: number;
  /** Delivery polygon outer ring, [longitude, latitude] pairs, first point repeated last; null = pickup only. */
  zone: [number, number][] | null;
  isActive: boolean;
  /** An inactive restaurant's note to customers (why, until when); shown beside "temporarily closed". */
  closedNote?: Localized;
  /** "HH:MM" Tashkent time; closesAt <= opensAt means it closes after midnight. */
  opensAt: string;
  closesAt: string;
  /** Minutes per delivery slot. */
  deliveryDuration: number;
  /** Whole sum. */
  priceOfDelivery: number;
}

export interface SeedFolder {
  id: number;
  name: Localized;
}

export interface SeedModifier {
  /** Globally unique, e.g. "margherita:extra-cheese". */
  id: string;
  name: Localized;
  price: number;
  isRequired: boolean;
  isDefault: boolean;
  maxOneDish: number;
  /** The product's modifier group it is an option of (a combo's drink); null = on its own. */
  groupId: string | null;
  imageUrl: string | null;
}

export interface SeedProduct {
  id: string;
  folderId: number;
  name: Localized;
  description: Localized;
  portion: Localized | null;
  price: number;
  /** Path under public/, e.g. "/images/products/margherita.svg". */
  imageUrl: string;
  tags: string[];
  modifiers: SeedModifier[];
  /** Sizes and doughs with their prices (a pizza); empty = sold one way at `price`. */
  variants: ProductVariant<Localized>[];
  /** What it is made of; removable ones may be left out ("without onion"). */
  ingredients: Ingredient<Localized>[];
  /** May be one half of a half-and-half pizza. */
  halvesAllowed: boolean;
  /** Choose-one groups among its modifiers (a combo's drink). */
  modifierGroups: ModifierGroup<Localized>[];
}

export interface SeedArticle {
  id: number;
  title: Localized;
  summary: Localized;
  /** Rich text (HTML: p, h2, ul/li, strong, em, a). */
  body: Localized;
  imageUrl: string;
  /** ISO 8601 with +05:00. */
  publishedAt: string;
}

export interface SeedPromotion extends Omit<SeedArticle, "publishedAt"> {
  startsAt: string;
  endsAt: string | null;
  productIds: string[];
  folderId: number | null;
}

export interface SeedVacancy {
  id: number;
  regionId: number;
  title: Localized;
  description: Localized;
  schedule: Localized;
  salary: Localized;
}

export interface SeedChainInfo {
  name: string;
  phone: string;
  email: string;
  about: Localized;
  links: { kind: string; url: string }[];
}

export interface SeedStopListEntry {
  restaurantId: string;
  productId: string;
}
