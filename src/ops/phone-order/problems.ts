// Why an order by phone was refused, in the console's language: the placement's own refusals (the
// site's rules) named here; anything else as the console says it (errors.ts).
import { t } from "@lingui/core/macro";
import { HttpError } from "../../lib/http/http-error";
import { problemFields, problemText } from "../errors";
import type { DraftLine } from "./draft";

/** The lines a refusal named ("products.1", "products.1.modifiers"), by their names on the draft. */
function refusedLines(err: HttpError, lines: readonly DraftLine[]): string {
  const indexes = new Set(
    Object.keys(problemFields(err)).flatMap((k) => {
      const m = /^products\.(\d+)/.exec(k);
      return m ? [Number(m[1])] : [];
    }),
  );
  return [...indexes].flatMap((i) => (lines[i] ? [lines[i].name] : [])).join(", ");
}

export function phoneOrderProblem(err: unknown, lines: readonly DraftLine[]): string {
  if (!(err instanceof HttpError)) return problemText(err);
  switch (err.code) {
    case "outside_zone":
      return t`This restaurant does not deliver to this address.`;
    case "restaurant_closed":
      return t`The restaurant is closed now: choose a time slot.`;
    case "invalid_slot":
      return t`This time slot is no longer available: choose another one.`;
    case "restaurant_inactive":
      return t`This restaurant does not take orders at the moment.`;
    case "invalid_products": {
      const names = refusedLines(err, lines);
      return names ? t`These cannot be ordered now: ${names}` : t`Some products cannot be ordered now.`;
    }
    case "idempotency_key_reused":
      return t`This order was already placed with other details: start a new one.`;
    case "rate_limited":
      return t`Too many orders for this phone in a short time: wait a few minutes.`;
  }
  return problemText(err);
}
