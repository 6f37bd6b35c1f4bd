// Draws every picture the demo chain ships with, as SVG files under public/images/:
// products/<id>.svg (one per menu product), news/<id>.svg, promotions/<id>.svg and brand/logo.svg.
// Deterministic: the same data gives byte-identical files. Run: npx tsx scripts/generate-pictures.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { products } from "../server/db/seed/menu";
import { news, promotions } from "../server/db/seed/content";
import { LOOKS } from "./pictures/catalog";
import { productPicture } from "./pictures/products";
import { bannerPicture, logo } from "./pictures/banners";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const MAX_BYTES = 12 * 1024;
const written: string[] = [];
const tooBig: string[] = [];

function write(url: string, svg: string): void {
  const file = join(root, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push(url);
  if (Buffer.byteLength(svg) > MAX_BYTES) tooBig.push(`${url} (${Buffer.byteLength(svg)} bytes)`);
}

const missing = products.filter((p) => !LOOKS[p.id]).map((p) => p.id);
if (missing.length) throw new Error(`No picture defined for: ${missing.join(", ")}`);

for (const product of products) {
  const expected = `/images/products/${product.id}.svg`;
  if (product.imageUrl !== expected) throw new Error(`${product.id}: imageUrl should be ${expected}`);
  write(expected, productPicture(product.id, LOOKS[product.id]));
}
for (const article of news) write(article.imageUrl, bannerPicture(`news-${article.id}`));
for (const promo of promotions) write(promo.imageUrl, bannerPicture(`promo-${promo.id}`));
write("/images/brand/logo.svg", logo());

console.log(`Wrote ${written.length} pictures to ${root}`);
if (tooBig.length) console.warn(`Larger than ${MAX_BYTES} bytes:\n  ${tooBig.join("\n  ")}`);
