// Why an order's lines cannot be ordered (422 invalid_products): every refused line in `fields`
// (`products.N`, `products.N.modifiers`) and every one of them in the message, each with its
// product's English name, so an order with three sold-out lines is told about the three.
import type { OrderBody } from "../../src/contract/order";
import type { LineProblem } from "../../src/domain/order-pricing";
import { ApiError } from "../http/errors";
import type { Catalog } from "./catalog";

function describeLineProblem(p: LineProblem): [string, string] {
  const at = `products.${p.index}`;
  if (p.kind === "unknownProduct") return [at, "is not on the menu"];
  if (p.kind === "stopped") return [at, "is sold out at this restaurant today"];
  if (p.kind !== "modifiers") return [at, "cannot be ordered"];
  const first = p.problems[0];
  const where = `${at}.modifiers`;
  switch (first.kind) {
    case "missingRequired":
      return [where, `must include the required modifier ${first.modifierId} once`];
    case "tooMany":
      return [where, `${first.modifierId} can be taken at most ${first.max} times`];
    case "unknown":
      return [where, `${first.modifierId} is not offered for this product`];
    default:
      return [where, `${first.modifierId} has an invalid count`];
  }
}

/** "Some products cannot be ordered: products.1 (Tiramisu) is sold out …; products.2 (…) …". */
function refusal(body: OrderBody, { products }: Catalog, fields: Record<string, string>): ApiError {
  const lines = Object.entries(fields).map(([field, problem]) => {
    const index = /^products\.(\d+)/.exec(field)?.[1];
    const name = index === undefined ? undefined : products.get(body.products[Number(index)]?.id ?? "")?.name.en;
    return `${field}${name ? ` (${name})` : ""} ${problem}`;
  });
  return new ApiError(422, "invalid_products", `Some products cannot be ordered: ${lines.join("; ")}`, fields);
}

/** 422 for lines the pricing refused (unknown, stopped, wrong modifiers): each of them. */
export function invalidProducts(body: OrderBody, catalog: Catalog, problems: LineProblem[]): ApiError {
  return refusal(body, catalog, Object.fromEntries(problems.map(describeLineProblem)));
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
