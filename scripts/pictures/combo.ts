// Combos: the pizzas of the set with its sides and drinks, arranged on the table.
import type { Look } from "./catalog";
import { type Art, type Rng, g } from "./svg";
import { pizza } from "./pizza";
import { glass } from "./drinks";
import { cheeseSticks, friesCarton, nuggets, wings } from "./snacks";
import { plate } from "./tableware";

type ComboLook = Extract<Look, { kind: "combo" }>;

/** Pizza centres and radii per number of pizzas. */
const PIZZA_SPOTS: Record<number, [number, number, number][]> = {
  1: [[170, 190, 140]],
  2: [
    [128, 140, 108],
    [238, 232, 118],
  ],
  3: [
    [115, 122, 96],
    [282, 118, 96],
    [195, 272, 106],
  ],
};

export function combo(art: Art, rng: Rng, look: ComboLook): string {
  const out: string[] = [];
  const n = look.pizzas.length;
  // Sides go behind or beside the pizzas depending on the set.
  if (look.sides.includes("wings")) out.push(plate(art, 315, 95, 80), wings(art, rng, 315, 95, 0.62, 5));
  if (look.sides.includes("nuggets")) out.push(plate(art, 345, 250, 62), nuggets(art, rng, 345, 250, 0.6, 5, 30));
  if (look.sides.includes("sticks")) out.push(plate(art, 62, 300, 62), cheeseSticks(art, rng, 62, 300, 0.45, 4));
  PIZZA_SPOTS[n].forEach(([x, y, r], i) => {
    out.push(pizza(art, rng, x, y, r, look.pizzas[i]));
  });
  const colaGlass = (x: number, bottom: number, s: number) => glass(art, rng, x, bottom, s, "#3A1A0E", { ice: true, straw: "#E6412C" });
  if (n === 1) {
    out.push(friesCarton(art, rng, 318, 375, 0.6), colaGlass(330, 200, 0.55));
  } else if (n === 2) {
    if (look.sides.includes("fries")) out.push(friesCarton(art, rng, 80, 375, 0.5));
    out.push(colaGlass(340, 375, 0.62));
  } else {
    out.push(colaGlass(48, 388, 0.42), friesCarton(art, rng, 348, 300, 0.45), colaGlass(352, 388, 0.42));
  }
  return g({}, ...out);
}
