// A restaurant's stop-list: products and modifiers it cannot serve right now. Read by the menu
// (inStopList), written by staff (PUT /api/operator/stop-list); orders check it in the statement
// that stores them (order-statements.ts), so a stop takes effect at once.
import { and, asc, eq } from "drizzle-orm";
import type { Localized } from "../../src/domain/localized";
import type { Db } from "../db/client";
import { modifiers, products, stopList, stopListModifiers } from "../db/schema";

/** The modifiers stopped at this restaurant. */
export async function stoppedModifiers(db: Db, restaurantId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: stopListModifiers.modifierId })
    .from(stopListModifiers)
    .where(eq(stopListModifiers.restaurantId, restaurantId));
  return new Set(rows.map((r) => r.id));
}

export interface StoppedItems {
  products: { id: string; name: Localized; since: Date }[];
  modifiers: { id: string; productId: string; name: Localized; since: Date }[];
}

/** What is stopped at this restaurant, with names, in menu order. */
export async function stoppedItems(db: Db, restaurantId: string): Promise<StoppedItems> {
  const [productRows, modifierRows] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, since: stopList.createdAt })
      .from(stopList)
      .innerJoin(products, eq(products.id, stopList.productId))
      .where(eq(stopList.restaurantId, restaurantId))
      .orderBy(asc(products.sort), asc(products.id)),
    db
      .select({ id: modifiers.id, productId: modifiers.productId, name: modifiers.name, since: stopListModifiers.createdAt })
      .from(stopListModifiers)
      .innerJoin(modifiers, eq(modifiers.id, stopListModifiers.modifierId))
      .where(eq(stopListModifiers.restaurantId, restaurantId))
      .orderBy(asc(modifiers.productId), asc(modifiers.sort), asc(modifiers.id)),
  ]);
  return { products: productRows, modifiers: modifierRows };
}

type Writer = Pick<Db, "insert" | "delete">;

/** Stops or restarts a product at a restaurant; true when this changed anything. */
export async function setProductStopped(db: Writer, restaurantId: string, productId: string, stopped: boolean): Promise<boolean> {
  if (stopped) {
    const added = await db.insert(stopList).values({ restaurantId, productId }).onConflictDoNothing().returning({ id: stopList.productId });
    return added.length > 0;
  }
  const removed = await db
    .delete(stopList)
    .where(and(eq(stopList.restaurantId, restaurantId), eq(stopList.productId, productId)))
    .returning({ id: stopList.productId });
  return removed.length > 0;
}

/** Stops or restarts a modifier at a restaurant; true when this changed anything. */
export async function setModifierStopped(db: Writer, restaurantId: string, modifierId: string, stopped: boolean): Promise<boolean> {
  if (stopped) {
    const added = await db
      .insert(stopListModifiers)
      .values({ restaurantId, modifierId })
      .onConflictDoNothing()
      .returning({ id: stopListModifiers.modifierId });
    return added.length > 0;
  }
  const removed = await db
    .delete(stopListModifiers)
    .where(and(eq(stopListModifiers.restaurantId, restaurantId), eq(stopListModifiers.modifierId, modifierId)))
    .returning({ id: stopListModifiers.modifierId });
  return removed.length > 0;
}
