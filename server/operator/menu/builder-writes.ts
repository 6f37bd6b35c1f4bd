// The pizza builder's part of a product's or modifier's write: a product with variants costs its
// default variant's price (what a line without a variant is charged, findVariant); a modifier
// group that still has modifiers stays; a modifier's group is one of its product's.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { modifiers, products } from "../../db/schema";
import { ApiError } from "../../http/errors";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The price a product is saved with: its default variant's (the first when none is marked) when it
 * has variants, and a price given then must be that one; else the one given.
 */
export function derivedPrice(variants: readonly { price: number; isDefault: boolean }[], price: number | undefined): number | undefined {
  // As defaultVariant (src/domain/product-builder.ts) picks it.
  const chosen = variants.find((v) => v.isDefault) ?? variants[0];
  if (!chosen) return price;
  if (price !== undefined && price !== chosen.price)
    throw new ApiError(400, "invalid_parameters", "The price of a product with variants is its default variant's", {
      price: `follows the variants: the default one costs ${chosen.price}`,
    });
  return chosen.price;
}

/** Refuses a list of groups that leaves out a group some of the product's modifiers are options of. */
export async function requireGroupsKept(tx: Tx, productId: string, groups: readonly { id: string }[]) {
  const used = await tx
    .select({ id: modifiers.id, groupId: modifiers.groupId })
    .from(modifiers)
    .where(and(eq(modifiers.productId, productId), isNotNull(modifiers.groupId)));
  const kept = new Set(groups.map((g) => g.id));
  const orphans = used.filter((m) => m.groupId !== null && !kept.has(m.groupId));
  if (orphans.length > 0) {
    const ids = [...new Set(orphans.map((m) => m.groupId))].join(", ");
    throw new ApiError(400, "invalid_parameters", "A modifier group left out still has modifiers", {
      modifierGroups: `still has modifiers in group ${ids}: move them out of it first`,
    });
  }
}

/** Refuses a modifier's group that is not one of its product's. */
export async function requireGroupOf(tx: Tx, productId: string, groupId: string) {
  const [product] = await tx.select({ groups: products.modifierGroups }).from(products).where(eq(products.id, productId));
  const groups = product?.groups ?? [];
  if (!groups.some((g) => g.id === groupId))
    throw new ApiError(400, "invalid_parameters", "No such modifier group", { groupId: "is not a modifier group of its product" });
}
