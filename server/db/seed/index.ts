// Fills an empty database with the demo chain. Runs in one transaction: a database is either
// fully seeded or untouched.
import { sql } from "drizzle-orm";
import { sanitizeLocalized } from "../../rich-text/sanitize";
import type { Db } from "../client";
import * as t from "../schema";
import { chainInfo, news, promotions, vacancies } from "./content";
import { deliveryFiscal, modifierFiscal, productFiscal } from "./fiscal";
import { folders, products, stopList } from "./menu";
import { regions } from "./regions";
import { restaurants } from "./restaurants";
import { staff } from "./staff";

/** No regions and no staff: a chain that has added its first admin is never filled with the demo. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [regionRows] = await db.select({ n: sql<number>`count(*)::int` }).from(t.regions);
  const [staffRows] = await db.select({ n: sql<number>`count(*)::int` }).from(t.staff);
  return regionRows.n === 0 && staffRows.n === 0;
}

export async function seedDemoChain(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(t.regions).values(regions.map((r, i) => ({ ...r, sort: i })));
    await tx.insert(t.restaurants).values(restaurants.map((r, i) => ({ ...r, sort: i })));
    await tx.insert(t.folders).values(folders.map((f, i) => ({ ...f, sort: i })));
    await tx.insert(t.products).values(products.map(({ modifiers: _m, ...p }, i) => ({ ...p, sort: i, ...productFiscal(p.folderId) })));
    const mods = products.flatMap((p) => p.modifiers.map((m, i) => ({ ...m, productId: p.id, sort: i, ...modifierFiscal })));
    if (mods.length) await tx.insert(t.modifiers).values(mods);
    if (stopList.length) await tx.insert(t.stopList).values(stopList);
    await tx.insert(t.news).values(news.map((n) => ({ ...n, body: sanitizeLocalized(n.body), publishedAt: new Date(n.publishedAt) })));
    await tx.insert(t.promotions).values(
      promotions.map((p) => ({
        ...p,
        body: sanitizeLocalized(p.body),
        startsAt: new Date(p.startsAt),
        endsAt: p.endsAt ? new Date(p.endsAt) : null,
      })),
    );
    await tx.insert(t.vacancies).values(vacancies);
    await tx.insert(t.chainInfo).values({ id: 1, ...chainInfo, ...deliveryFiscal });
    await tx.insert(t.staff).values(staff);
    // Explicit ids were inserted: move the sequences past them.
    for (const table of ["news", "promotions", "vacancies"]) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
    }
  });
}
