// An order card's items on one line: "½ Margherita + ½ Pepperoni × 2, Cola" — a half-and-half
// pizza named by both halves (the list carries the other half's name), a count above one after it.
import { halvesName } from "../../domain/line-text";

interface CardLine {
  name: string;
  count: number;
  half?: { name: string } | null;
}

export const cardItems = (lines: readonly CardLine[]) =>
  lines
    .map((l) => {
      const name = l.half ? halvesName(l.name, l.half.name) : l.name;
      return l.count > 1 ? `${name} × ${l.count}` : name;
    })
    .join(", ");
