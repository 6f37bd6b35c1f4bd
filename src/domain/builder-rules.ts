// The console's checks of a product's pizza-builder rows (variants, ingredients, modifier groups):
// one list, used by the contract's zod (400 naming the field) and by the console's editor (the same,
// translated, as the staff types). Plain functions: the app imports them from here, not the contract.
import { HALF_PRICINGS } from "./product-builder";

export { HALF_PRICINGS };

/** A size's, dough's, ingredient's or group's id: a short slug ("30", "thin", "onion", "drink"). */
export const BUILDER_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
export const MAX_VARIANTS = 24;
export const MAX_INGREDIENTS = 40;
export const MAX_GROUPS = 10;
const MAX_PRICE = 10_000_000;

export interface VariantRow {
  sizeId: string;
  doughId: string | null;
  price: number;
  isDefault: boolean;
}
export interface GroupRow {
  id: string;
  min: number;
  max: number;
}

export type BuilderProblem =
  | { kind: "badId"; list: "variants" | "ingredients" | "modifierGroups"; index: number; field: "sizeId" | "doughId" | "id" }
  | { kind: "sameVariant"; index: number }
  | { kind: "price"; index: number }
  | { kind: "defaults"; index: number }
  | { kind: "sameId"; list: "ingredients" | "modifierGroups"; index: number }
  | { kind: "minAboveMax"; index: number }
  | { kind: "noMax"; index: number };

const badId = (id: string) => !BUILDER_ID.test(id);

/** Each repeat of a key after its first, by index. */
function repeats(keys: string[]): number[] {
  return keys.flatMap((key, i) => (keys.indexOf(key) < i ? [i] : []));
}

/** What is wrong with a product's builder lists; empty when they can be saved. */
export function builderProblems(input: { variants?: VariantRow[]; ingredients?: { id: string }[]; groups?: GroupRow[] }) {
  const problems: BuilderProblem[] = [];
  const variants = input.variants ?? [];
  variants.forEach((v, index) => {
    if (badId(v.sizeId)) problems.push({ kind: "badId", list: "variants", index, field: "sizeId" });
    if (v.doughId !== null && badId(v.doughId)) problems.push({ kind: "badId", list: "variants", index, field: "doughId" });
    if (!Number.isInteger(v.price) || v.price < 1 || v.price > MAX_PRICE) problems.push({ kind: "price", index });
  });
  for (const index of repeats(variants.map((v) => `${v.sizeId}/${v.doughId ?? ""}`))) problems.push({ kind: "sameVariant", index });
  const defaults = variants.flatMap((v, i) => (v.isDefault ? [i] : []));
  for (const index of defaults.slice(1)) problems.push({ kind: "defaults", index });
  for (const [list, rows] of [
    ["ingredients", input.ingredients ?? []],
    ["modifierGroups", input.groups ?? []],
  ] as const) {
    rows.forEach((row, index) => {
      if (badId(row.id)) problems.push({ kind: "badId", list, index, field: "id" });
    });
    for (const index of repeats(rows.map((r) => r.id))) problems.push({ kind: "sameId", list, index });
  }
  (input.groups ?? []).forEach((g, index) => {
    if (g.max < 1) problems.push({ kind: "noMax", index });
    else if (g.min > g.max) problems.push({ kind: "minAboveMax", index });
  });
  return problems;
}

/** The English words and the wire's path of each problem (the console has its own, translated). */
export function issueOf(p: BuilderProblem): { path: (string | number)[]; message: string } {
  switch (p.kind) {
    case "badId":
      return { path: [p.list, p.index, p.field], message: "must be a short id of a-z, 0-9 and -" };
    case "sameVariant":
      return { path: ["variants", p.index, "sizeId"], message: "repeats another variant's size and dough" };
    case "price":
      return { path: ["variants", p.index, "price"], message: "must be a whole number of so'm above zero" };
    case "defaults":
      return { path: ["variants", p.index, "isDefault"], message: "only one variant may be the default" };
    case "sameId":
      return { path: [p.list, p.index, "id"], message: "repeats another row's id" };
    case "minAboveMax":
      return { path: ["modifierGroups", p.index, "min"], message: "must not be above max" };
    case "noMax":
      return { path: ["modifierGroups", p.index, "max"], message: "must be at least 1" };
  }
}
