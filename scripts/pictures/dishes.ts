// Dispatches every non-pizza, non-drink product to its drawing.
import { type Art, type Rng, circle, g, path, use } from "./svg";
import { board, plate, ramekin } from "./tableware";
import { cheeseSticks, friesCarton, garlicBread, kidsBox, nuggets, onionRings, potatoWedges, wings } from "./snacks";
import { pasta, salad } from "./plates";
import { dessert } from "./desserts";
import { herbSpecks, topping } from "./toppings";

const SAUCES: Record<string, [string, string]> = {
  "sauce-ketchup": ["#D8321F", "#9E1F12"],
  "sauce-garlic": ["#FBF6E8", "#E3D9BE"],
  "sauce-cheese": ["#FBC23C", "#E39A1B"],
  "sauce-bbq": ["#7A2C15", "#4E1A0A"],
  "sauce-sweet-chilli": ["#F0642E", "#C23A14"],
};

export function dish(art: Art, rng: Rng, style: string): string {
  switch (style) {
    case "french-fries":
      return friesCarton(art, rng, 190, 352, 1.15) + ramekin(art, 320, 330, 42, ...SAUCES["sauce-ketchup"]);
    case "potato-wedges":
      return plate(art, 200, 200, 178) + potatoWedges(art, rng, 200, 200, 1.2, 10);
    case "chicken-wings":
      return plate(art, 200, 200, 178) + wings(art, rng, 200, 200, 1.25, 6) + greenOnion(rng);
    case "chicken-nuggets":
      return plate(art, 200, 200, 178) + nuggets(art, rng, 192, 200, 1.45, 9, 68) + ramekin(art, 292, 292, 42, ...SAUCES["sauce-ketchup"]);
    case "cheese-sticks":
      return plate(art, 200, 200, 178) + cheeseSticks(art, rng, 185, 190, 1.15, 6) + ramekin(art, 290, 285, 38, "#B3123A", "#7D0A26");
    case "garlic-bread":
      return board(art, 40, 80, 290, 240) + garlicBread(art, rng, 185, 200, 1.05, 5);
    case "onion-rings":
      return plate(art, 200, 200, 178) + onionRings(art, rng, 200, 200, 1.05);
    case "kids-box":
      return kidsBox(art, rng);
    case "carbonara":
    case "bolognese":
    case "alfredo":
    case "pesto-pasta":
      return pasta(art, rng, style);
    case "caesar":
    case "greek-salad":
    case "achichuk":
      return salad(art, rng, style);
    case "cheesecake":
    case "brownie":
    case "tiramisu":
    case "cinnamon-rolls":
    case "ice-cream":
      return dessert(art, rng, style);
  }
  const sauce = SAUCES[style];
  if (!sauce) throw new Error(`No drawing for ${style}`);
  return sauceDish(art, rng, style, sauce);
}

function greenOnion(rng: Rng): string {
  let out = "";
  for (let i = 0; i < 12; i++)
    out += circle(200 + rng.range(-100, 100), 200 + rng.range(-100, 100), 4, { fill: "none", stroke: "#5DA83A", "stroke-width": 2.5 });
  return out;
}

/** A dip pot with the sauce and something that goes with it. */
function sauceDish(art: Art, rng: Rng, style: string, [light, dark]: [string, string]): string {
  const out = [circle(185, 195, 150, { fill: dark, opacity: 0.1 }), ramekin(art, 185, 195, 118, light, dark)];
  const garnish: string[] = [];
  switch (style) {
    case "sauce-ketchup":
      garnish.push(use(topping(art, "tomato"), 310, 300, 20, 2.4), use(topping(art, "basil"), 290, 270, 40, 1.3));
      break;
    case "sauce-garlic": {
      const clove = "M0-22C12-14 16 6 8 18C4 22-4 22-8 18C-16 6-12-14 0-22Z";
      garnish.push(
        g(
          { fill: "#FFF8EC", stroke: "#D9C7A8", "stroke-width": 2.5, filter: art.shadow(2, 3, 0.25) },
          path(clove, { transform: "translate(318 312) rotate(30) scale(1.5)" }),
          path(clove, { transform: "translate(345 262) rotate(-10) scale(1.2)" }),
        ),
      );
      const dill = topping(art, "dill");
      for (let i = 0; i < 6; i++) garnish.push(use(dill, 185 + rng.range(-60, 60), 195 + rng.range(-60, 60), rng.range(0, 360), 0.9));
      break;
    }
    case "sauce-cheese":
      garnish.push(
        path("M270 330L350 270L360 330Z", { fill: "#FFD54F", stroke: "#F2B630", "stroke-width": 3, "stroke-linejoin": "round" }),
        circle(320, 314, 7, { fill: "#F2B630" }),
        circle(342, 298, 5, { fill: "#F2B630" }),
      );
      break;
    case "sauce-bbq": {
      const herbs = herbSpecks(art, "#3B2314");
      for (let i = 0; i < 10; i++) garnish.push(use(herbs, 185 + rng.range(-60, 60), 195 + rng.range(-60, 60), rng.range(0, 360), 1.2));
      garnish.push(wings(art, rng, 305, 318, 1, 1));
      break;
    }
    case "sauce-sweet-chilli": {
      const flakes = herbSpecks(art, "#A8150B");
      for (let i = 0; i < 14; i++) garnish.push(use(flakes, 185 + rng.range(-65, 65), 195 + rng.range(-65, 65), rng.range(0, 360), 1.3));
      garnish.push(
        g(
          { transform: "translate(320 300) rotate(-35)", filter: art.shadow(2, 3, 0.3) },
          path("M-60 0C-50-16 30-18 50-6C56-2 56 6 50 8C30 16-40 14-60 0Z", { fill: "#D32F2F" }),
          path("M50 0C58-4 64-2 70-10", { fill: "none", stroke: "#558B2F", "stroke-width": 6, "stroke-linecap": "round" }),
          path("M-40-4C-10-12 20-12 40-6", { fill: "none", stroke: "#FF8A80", "stroke-width": 3, "stroke-linecap": "round", opacity: 0.6 }),
        ),
      );
      break;
    }
  }
  return g({}, ...out, ...garnish);
}
