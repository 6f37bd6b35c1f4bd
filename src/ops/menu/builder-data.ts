// The product editor's pizza builder as the form holds it (text as typed) and as the wire wants it:
// variants, ingredients and modifier groups as rows, their checks (the domain's builderProblems,
// plus what only typing can get wrong: a missing name, a price or scale that is not a number) and
// the patch of what changed.
import type { BuilderGroup, BuilderIngredient, BuilderVariant } from "../../contract/operator-builder";
import { type BuilderProblem, builderProblems } from "../../domain/builder-rules";
import type { OperatorProduct, ProductPatch } from "../../contract/operator-menu";
import { emptyLocalized, type Localized, missingLangs } from "../shared/localized-fields";
import { parsePrice } from "./menu-data";

export interface VariantForm {
  /** The row's own key while editing (rows move and are removed). */
  key: number;
  sizeId: string;
  size: Localized;
  doughId: string;
  dough: Localized;
  price: string;
  portion: Localized;
  imageScale: string;
  isDefault: boolean;
}
export interface IngredientForm {
  key: number;
  id: string;
  name: Localized;
  removable: boolean;
}
export interface GroupForm {
  key: number;
  id: string;
  name: Localized;
  min: string;
  max: string;
}
export interface BuilderForm {
  variants: VariantForm[];
  ingredients: IngredientForm[];
  halvesAllowed: boolean;
  groups: GroupForm[];
}

let nextKey = 1;
export const rowKey = () => nextKey++;

const isEmpty = (text: Localized) => missingLangs(text).length === 3;
const scaleOf = (text: string) => {
  const n = Number(text.replace(",", "."));
  return text.trim() !== "" && Number.isFinite(n) ? n : null;
};
const wholeOf = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

export function builderForm(product: OperatorProduct | null): BuilderForm {
  return {
    variants: (product?.variants ?? []).map((v) => ({
      key: rowKey(),
      sizeId: v.sizeId,
      size: v.size,
      doughId: v.doughId ?? "",
      dough: v.dough ?? emptyLocalized(),
      price: String(v.price),
      portion: v.portion ?? emptyLocalized(),
      imageScale: String(v.imageScale),
      isDefault: v.isDefault,
    })),
    ingredients: (product?.ingredients ?? []).map((i) => ({ key: rowKey(), ...i })),
    halvesAllowed: product?.halvesAllowed ?? false,
    groups: (product?.modifierGroups ?? []).map((g) => ({ key: rowKey(), id: g.id, name: g.name, min: String(g.min), max: String(g.max) })),
  };
}

export const newVariant = (): VariantForm => ({
  key: rowKey(),
  sizeId: "",
  size: emptyLocalized(),
  doughId: "",
  dough: emptyLocalized(),
  price: "",
  portion: emptyLocalized(),
  imageScale: "1",
  isDefault: false,
});
export const newIngredient = (): IngredientForm => ({ key: rowKey(), id: "", name: emptyLocalized(), removable: true });
export const newGroup = (): GroupForm => ({ key: rowKey(), id: "", name: emptyLocalized(), min: "1", max: "1" });

/** The rows as the wire wants them (a value not typed right yet becomes what the checks refuse). */
export function builderWire(form: BuilderForm) {
  const variants: BuilderVariant[] = form.variants.map((v) => {
    const doughId = v.doughId.trim();
    return {
      sizeId: v.sizeId.trim(),
      size: v.size,
      doughId: doughId || null,
      dough: doughId ? v.dough : null,
      price: parsePrice(v.price) ?? 0,
      portion: isEmpty(v.portion) ? null : v.portion,
      imageScale: scaleOf(v.imageScale) ?? 0,
      isDefault: v.isDefault,
    };
  });
  const ingredients: BuilderIngredient[] = form.ingredients.map((i) => ({ id: i.id.trim(), name: i.name, removable: i.removable }));
  const modifierGroups: BuilderGroup[] = form.groups.map((g) => ({
    id: g.id.trim(),
    name: g.name,
    min: wholeOf(g.min) ?? -1,
    max: wholeOf(g.max) ?? -1,
  }));
  return { variants, ingredients, halvesAllowed: form.halvesAllowed, modifierGroups };
}

/** What the form may say about a row besides the contract's checks. */
export type FormProblem =
  | BuilderProblem
  | { kind: "names"; list: "variants" | "ingredients" | "modifierGroups"; index: number }
  | { kind: "scale"; index: number }
  | { kind: "count"; index: number };

export function formProblems(form: BuilderForm): FormProblem[] {
  const wire = builderWire(form);
  const problems: FormProblem[] = [
    ...builderProblems({ variants: wire.variants, ingredients: wire.ingredients, groups: wire.modifierGroups }),
  ];
  form.variants.forEach((v, index) => {
    const dough = v.doughId.trim() !== "" && missingLangs(v.dough).length > 0;
    const portion = !isEmpty(v.portion) && missingLangs(v.portion).length > 0;
    if (missingLangs(v.size).length > 0 || dough || portion) problems.push({ kind: "names", list: "variants", index });
    const scale = scaleOf(v.imageScale);
    if (scale === null || scale < 0.5 || scale > 1) problems.push({ kind: "scale", index });
  });
  form.ingredients.forEach((i, index) => {
    if (missingLangs(i.name).length > 0) problems.push({ kind: "names", list: "ingredients", index });
  });
  form.groups.forEach((g, index) => {
    if (missingLangs(g.name).length > 0) problems.push({ kind: "names", list: "modifierGroups", index });
    if (wholeOf(g.min) === null || wholeOf(g.max) === null) problems.push({ kind: "count", index });
  });
  return problems;
}

/** The row a problem is about, to show it there. */
export const problemList = (p: FormProblem) =>
  "list" in p ? p.list : p.kind === "minAboveMax" || p.kind === "noMax" || p.kind === "count" ? "modifierGroups" : "variants";

/** The default variant's price (the first's when none is marked): the product's price while it has variants (the server's rule). */
export function variantsPrice(form: BuilderForm): number | null {
  const variants = builderWire(form).variants;
  return (variants.find((v) => v.isDefault) ?? variants[0])?.price ?? null;
}

/** JSON with every object's keys sorted: the database's jsonb hands keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Only the builder's lists that changed (each is sent whole). */
export function builderChanges(before: OperatorProduct | null, form: BuilderForm): ProductPatch {
  const wire = builderWire(form);
  const patch: ProductPatch = {};
  if (!same(before?.variants ?? [], wire.variants)) patch.variants = wire.variants;
  if (!same(before?.ingredients ?? [], wire.ingredients)) patch.ingredients = wire.ingredients;
  if ((before?.halvesAllowed ?? false) !== wire.halvesAllowed) patch.halvesAllowed = wire.halvesAllowed;
  if (!same(before?.modifierGroups ?? [], wire.modifierGroups)) patch.modifierGroups = wire.modifierGroups;
  return patch;
}

/** Moves a row one place up (-1) or down (+1). */
export function moved<T>(rows: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** The groups its modifiers still are options of, which cannot be left out (the server refuses it). */
export function groupsInUse(product: OperatorProduct | null, form: BuilderForm): string[] {
  const kept = new Set(form.groups.map((g) => g.id.trim()));
  return [...new Set((product?.modifiers ?? []).flatMap((m) => (m.groupId && !kept.has(m.groupId) ? [m.groupId] : [])))];
}
