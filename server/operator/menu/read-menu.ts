// GET /api/operator/menu: everything the console's menu editor shows, hidden folders and inactive
// products included, in all three languages, with the chain's half pricing.
import { asc } from "drizzle-orm";
import type { OperatorMenu } from "../../../src/contract/operator-menu";
import type { Db } from "../../db/client";
import { chainInfo, folders, modifiers, products } from "../../db/schema";
import { photoImages } from "../../media/variants";

export async function operatorMenu(db: Db): Promise<OperatorMenu> {
  const [folderRows, productRows, modifierRows, chainRows] = await Promise.all([
    db.select().from(folders).orderBy(asc(folders.sort), asc(folders.id)),
    db.select().from(products).orderBy(asc(products.sort), asc(products.id)),
    db.select().from(modifiers).orderBy(asc(modifiers.sort), asc(modifiers.id)),
    db.select({ halfPricing: chainInfo.halfPricing }).from(chainInfo),
  ]);
  const images = await photoImages(
    db,
    productRows.map((p) => p.imageId),
  );
  const modifiersOf = new Map<string, OperatorMenu["products"][number]["modifiers"]>();
  for (const m of modifierRows) {
    const list = modifiersOf.get(m.productId) ?? [];
    list.push({
      id: m.id,
      name: m.name,
      price: m.price,
      isRequired: m.isRequired,
      isDefault: m.isDefault,
      maxOneDish: m.maxOneDish,
      sort: m.sort,
      groupId: m.groupId,
      ikpu: m.fiscalIkpu,
      packageCode: m.fiscalPackageCode,
      vatPercent: m.fiscalVatPercent,
    });
    modifiersOf.set(m.productId, list);
  }
  return {
    folders: folderRows.map((f) => ({ id: f.id, name: f.name, sort: f.sort, isVisible: f.isVisible })),
    products: productRows.map((p) => {
      const image = (p.imageId && images.get(p.imageId)) || null;
      return {
        id: p.id,
        folderId: p.folderId,
        name: p.name,
        description: p.description,
        portion: p.portion,
        price: p.price,
        tags: p.tags,
        isActive: p.isActive,
        sort: p.sort,
        imageUrl: image?.src ?? p.imageUrl,
        image,
        ikpu: p.fiscalIkpu,
        packageCode: p.fiscalPackageCode,
        vatPercent: p.fiscalVatPercent,
        variants: p.variants,
        ingredients: p.ingredients,
        halvesAllowed: p.halvesAllowed,
        modifierGroups: p.modifierGroups,
        modifiers: modifiersOf.get(p.id) ?? [],
      };
    }),
    halfPricing: chainRows[0]?.halfPricing ?? "dearer",
  };
}
