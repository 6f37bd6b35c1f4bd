// How a line's builder choice reads, in the cart, the tracker and the order history: the name (two
// halves as "½ Pepperoni + ½ Four cheese"), then the size and dough and what is left out.
import { useLingui } from "@lingui/react/macro";
import { halvesName } from "../../domain/line-text";

export interface ChoiceForText {
  name: string;
  /** "30 cm, thin"; absent for a product without variants. */
  variant?: string | null;
  removed?: readonly { name: string }[];
  half?: { name: string; removed: readonly { name: string }[] } | null;
}

export function useChoiceText() {
  const { t } = useLingui();
  const without = (removed: readonly { name: string }[]) => {
    const list = removed.map((r) => r.name.toLocaleLowerCase()).join(", ");
    return t`without ${list}`;
  };
  return (c: ChoiceForText): { title: string; details: string[] } => {
    const details: string[] = c.variant ? [c.variant] : [];
    const removed = c.removed ?? [];
    if (c.half) {
      if (removed.length) details.push(`${c.name}: ${without(removed)}`);
      if (c.half.removed.length) details.push(`${c.half.name}: ${without(c.half.removed)}`);
      return { title: halvesName(c.name, c.half.name), details };
    }
    if (removed.length) details.push(without(removed));
    return { title: c.name, details };
  };
}
