// Why an order's lines cannot be ordered (422 invalid_products): every refused line in `fields`
// (`products.N`, `products.N.modifiers`, `products.N.half`) and every one of them in the message, each
// with its product's English name (the other half's for `.half`), so an order with three sold-out
// lines is told about the three, and a refused second half is named, not its line's first one.
import type { OrderBody } from "../../src/contract/order";
import type { ModifierProblem } from "../../src/domain/modifiers";
import type { LineProblem } from "../../src/domain/order-pricing";
import type { BuilderProblem } from "../../src/domain/product-builder";
import { ApiError } from "../http/errors";
import type { Catalog } from "./catalog";

/**
 * A builder problem's field (`products.N.variantId`, `.removed`, `.half`, `.modifiers`) and wording.
 * What is wrong with the other half (not made in halves, not in this size, an ingredient of it) is
 * on `.half`, so a refusal names that half; the line's own product not made in halves is on `products.N`.
 */
export function describeBuilderProblem(at: string, problem: BuilderProblem): [string, string] {
  switch (problem.kind) {
    case "unknownVariant":
      return [`${at}.variantId`, `${problem.variantId} is not a size of this product`];
    case "unknownIngredient":
      return [problem.half ? `${at}.half` : `${at}.removed`, `${problem.ingredientId} is not an ingredient of this product`];
    case "notRemovable":
      return [problem.half ? `${at}.half` : `${at}.removed`, `${problem.ingredientId} cannot be left out`];
    case "halvesNotAllowed":
      return [problem.half ? `${at}.half` : at, "is not made in halves"];
    case "sameHalves":
      return [`${at}.half`, "must be a different pizza"];
    case "halfVariant":
      return [`${at}.half`, `is not made in ${problem.variantId}`];
    case "halfModifiers":
      return [`${at}.modifiers`, "a half-and-half pizza takes no extras"];
  }
}

export function describeModifierProblem(where: string, first: ModifierProblem): [string, string] {
  switch (first.kind) {
    case "missingRequired":
      return [where, `must include the required modifier ${first.modifierId} once`];
    case "tooMany":
      return [where, `${first.modifierId} can be taken at most ${first.max} times`];
    case "unknown":
      return [where, `${first.modifierId} is not offered for this product`];
    case "groupCount":
      return [
        where,
        first.min === first.max ? `must take ${first.min} of ${first.groupId}` : `must take ${first.min}–${first.max} of ${first.groupId}`,
      ];
    default:
      return [where, `${first.modifierId} has an invalid count`];
  }
}

function describeLineProblem(p: LineProblem): [string, string][] {
  const at = `products.${p.index}`;
  switch (p.kind) {
    case "unknownProduct":
      return [[at, "is not on the menu"]];
    case "stopped":
      return [[at, "is sold out at this restaurant today"]];
    case "unknownHalf":
      return [[`${at}.half`, "is not on the menu"]];
    case "stoppedHalf":
      return [[`${at}.half`, "is sold out at this restaurant today"]];
    case "builder":
      return p.problems.map((b) => describeBuilderProblem(at, b));
    case "modifiers":
      return [describeModifierProblem(`${at}.modifiers`, p.problems[0])];
  }
}

/** Problems by field; two on one field read as one ("is not made in halves and is not made in 35/thin"). */
export function problemsByField(entries: [string, string][]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, problem] of entries) fields[field] = fields[field] ? `${fields[field]} and ${problem}` : problem;
  return fields;
}

/** The product a field is about: the other half's for `products.N.half`, else the line's; its id when the menu has none. */
function productNamed(body: OrderBody, { products }: Catalog, field: string): string | undefined {
  const match = /^products\.(\d+)(\.half)?/.exec(field);
  const line = match ? body.products[Number(match[1])] : undefined;
  const id = match?.[2] ? line?.half?.id : line?.id;
  if (!id) return undefined;
  return products.get(id)?.name.en ?? id;
}

/** "Some products cannot be ordered: products.1 (Tiramisu) is sold out …; products.2.half (Pepperoni) …". */
function refusal(body: OrderBody, catalog: Catalog, fields: Record<string, string>): ApiError {
  const lines = Object.entries(fields).map(([field, problem]) => {
    const name = productNamed(body, catalog, field);
    return `${field}${name ? ` (${name})` : ""} ${problem}`;
  });
  return new ApiError(422, "invalid_products", `Some products cannot be ordered: ${lines.join("; ")}`, fields);
}

/** 422 for lines the pricing refused (unknown, stopped, wrong halves or modifiers): each of them, both halves of a line. */
export function invalidProducts(body: OrderBody, catalog: Catalog, problems: LineProblem[]): ApiError {
  return refusal(body, catalog, problemsByField(problems.flatMap(describeLineProblem)));
}

/** 422 for ordered modifiers the restaurant has stopped, like a stopped product: every one on every line. */
export function stoppedModifiersError(body: OrderBody, catalog: Catalog, stopped: ReadonlySet<string>): ApiError {
  const fields: Record<string, string> = {};
  body.products.forEach((line, index) => {
    const hits = [...new Set(line.modifiers.filter((m) => m.count > 0 && stopped.has(m.id)).map((m) => m.id))];
    if (hits.length)
      fields[`products.${index}.modifiers`] = `${hits.join(", ")} ${hits.length > 1 ? "are" : "is"} sold out at this restaurant today`;
  });
  if (Object.keys(fields).length === 0) fields.products = "hold a sold-out modifier";
  return refusal(body, catalog, fields);
}
