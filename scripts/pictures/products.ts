// One 400×400 card picture per product: a soft warm background and the food on it.
import type { Look } from "./catalog";
import { Art, Rng, cardBackground } from "./svg";
import { pizza } from "./pizza";
import { combo } from "./combo";
import { drink } from "./drinks";
import { dish } from "./dishes";

export function productPicture(id: string, look: Look): string {
  const art = new Art();
  const rng = new Rng(id);
  cardBackground(art);
  switch (look.kind) {
    case "pizza":
      art.add(id === "kids-pizza" ? pizza(art, rng, 200, 200, 135, look.spec) : pizza(art, rng, 200, 200, 168, look.spec));
      break;
    case "combo":
      art.add(combo(art, rng, look));
      break;
    case "drink":
      art.add(drink(art, rng, look));
      break;
    case "dish":
      art.add(dish(art, rng, look.style));
      break;
  }
  return art.toSvg(400, 400);
}
