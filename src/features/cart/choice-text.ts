// How a line's builder choice reads, in the cart, the tracker and the order history: the name (two
// halves as "½ Pepperoni + ½ Four cheese"), then the size and dough and what is left out, in the
// domain's wording (src/domain/line-text.ts) with the storefront's own "without …".
import { useLingui } from "@lingui/react/macro";
import { halvesName, type LineWords, lineRemovals } from "../../domain/line-text";

export interface ChoiceForText {
  name: string;
  /** "30 cm, thin"; absent for a product without variants. */
  variant?: string | null;
  removed?: readonly { name: string }[];
  half?: { name: string; removed: readonly { name: string }[] } | null;
}

export function useChoiceText() {
  const { t } = useLingui();
  const words: LineWords = { without: (list) => t`without ${list}` };
  return (c: ChoiceForText): { title: string; details: string[] } => {
    // The title names both halves, so each half's removals are named plainly ("Margherita: without basil").
    const removals = lineRemovals({ name: c.name, removed: c.removed ?? [], half: c.half ?? null }, words, (name) => name);
    return { title: c.half ? halvesName(c.name, c.half.name) : c.name, details: [...(c.variant ? [c.variant] : []), ...removals] };
  };
}
