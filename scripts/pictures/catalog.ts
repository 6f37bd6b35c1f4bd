// Which picture each product gets. Every product id of the menu must appear here; the generator
// stops with an error otherwise.
import type { PizzaSpec } from "./pizza";

export type Look =
  | { kind: "pizza"; spec: PizzaSpec }
  | {
      kind: "combo";
      pizzas: PizzaSpec[];
      sides: ("fries" | "wings" | "nuggets" | "sticks")[];
      bottles: number;
      bottleSize: "small" | "big";
    }
  | {
      kind: "drink";
      style: "soda" | "water" | "lemonade" | "juice" | "ayran" | "latte" | "tea";
      color?: string;
      label?: [string, string];
      big?: boolean;
    }
  | { kind: "dish"; style: string };

const P = (spec: PizzaSpec): Look => ({ kind: "pizza", spec });

export const PIZZAS = {
  margherita: {
    sauce: "tomato",
    toppings: [
      ["tomato", 7],
      ["basil", 8],
    ],
    herbs: 6,
  },
  pepperoni: { sauce: "tomato", toppings: [["pepperoni", 17]], herbs: 5 },
  "four-cheese": { sauce: "cream", cheese: "four", toppings: [["blueCheese", 10]], herbs: 5 },
  "chicken-ranch": {
    sauce: "tomato",
    toppings: [
      ["chicken", 12],
      ["tomato", 5],
    ],
    drizzle: "ranch",
    herbs: 8,
  },
  "bbq-chicken": {
    sauce: "bbq",
    toppings: [
      ["chicken", 11],
      ["onion", 7],
      ["greenPepper", 6],
      ["redPepper", 5],
    ],
    drizzle: "bbq",
  },
  mushroom: { sauce: "cream", toppings: [["mushroom", 15]], herbs: 12 },
  "meat-lovers": {
    sauce: "tomato",
    toppings: [
      ["pepperoni", 8],
      ["sausage", 8],
      ["chicken", 6],
      ["beef", 9],
    ],
    herbs: 4,
  },
  diablo: {
    sauce: "tomato",
    toppings: [
      ["beef", 11],
      ["jalapeno", 11],
      ["redPepper", 7],
    ],
    chilli: 14,
  },
  hawaiian: {
    sauce: "cream",
    toppings: [
      ["chicken", 10],
      ["pineapple", 13],
    ],
    herbs: 5,
  },
  garden: {
    sauce: "tomato",
    toppings: [
      ["mushroom", 5],
      ["tomato", 4],
      ["greenPepper", 6],
      ["redPepper", 4],
      ["yellowPepper", 4],
      ["olive", 8],
      ["onion", 4],
    ],
  },
  lazzat: {
    sauce: "tomato",
    toppings: [
      ["qazi", 11],
      ["caramelOnion", 8],
      ["tomato", 3],
      ["dill", 8],
    ],
  },
  tuna: {
    sauce: "tomato",
    toppings: [
      ["tuna", 12],
      ["onion", 7],
      ["olive", 9],
      ["caper", 10],
    ],
    herbs: 4,
  },
  "shrimp-pesto": {
    sauce: "pesto",
    toppings: [
      ["shrimp", 9],
      ["cherry", 8],
      ["parmesan", 7],
      ["basil", 4],
    ],
  },
  julienne: {
    sauce: "cream",
    toppings: [
      ["chicken", 9],
      ["mushroom", 9],
      ["parmesan", 7],
    ],
    herbs: 8,
  },
  "kids-pizza": { sauce: "tomato", toppings: [], face: true },
} satisfies Record<string, PizzaSpec>;

const pizzaLooks = Object.fromEntries(Object.entries(PIZZAS).map(([id, spec]) => [id, P(spec)]));

export const LOOKS: Record<string, Look> = {
  ...pizzaLooks,
  "combo-solo": { kind: "combo", pizzas: [PIZZAS.pepperoni], sides: ["fries"], bottles: 1, bottleSize: "small" },
  "combo-duo": { kind: "combo", pizzas: [PIZZAS.margherita, PIZZAS.pepperoni], sides: [], bottles: 1, bottleSize: "big" },
  "combo-family": {
    kind: "combo",
    pizzas: [PIZZAS["meat-lovers"], PIZZAS["chicken-ranch"]],
    sides: ["wings", "fries"],
    bottles: 1,
    bottleSize: "big",
  },
  "combo-party": {
    kind: "combo",
    pizzas: [PIZZAS.pepperoni, PIZZAS.margherita, PIZZAS["meat-lovers"]],
    sides: ["fries"],
    bottles: 2,
    bottleSize: "big",
  },
  "coca-cola": { kind: "drink", style: "soda", color: "#3A1A0E", label: ["#D8232A", "#FFFFFF"] },
  fanta: { kind: "drink", style: "soda", color: "#F7861C", label: ["#1F5FB8", "#F7861C"] },
  sprite: { kind: "drink", style: "soda", color: "#D9F2D2", label: ["#0B8A3E", "#F6D21A"] },
  "coca-cola-1l": { kind: "drink", style: "soda", color: "#3A1A0E", label: ["#D8232A", "#FFFFFF"], big: true },
  water: { kind: "drink", style: "water" },
  "mint-lemonade": { kind: "drink", style: "lemonade" },
  "orange-juice": { kind: "drink", style: "juice" },
  ayran: { kind: "drink", style: "ayran" },
  latte: { kind: "drink", style: "latte" },
  "green-tea": { kind: "drink", style: "tea" },
};

// Everything else is a "dish" drawn by its own function (see dishes.ts), keyed by product id.
export const DISHES = [
  "french-fries",
  "potato-wedges",
  "chicken-wings",
  "chicken-nuggets",
  "cheese-sticks",
  "garlic-bread",
  "onion-rings",
  "carbonara",
  "bolognese",
  "alfredo",
  "pesto-pasta",
  "caesar",
  "greek-salad",
  "achichuk",
  "kids-box",
  "cheesecake",
  "brownie",
  "tiramisu",
  "cinnamon-rolls",
  "ice-cream",
  "sauce-ketchup",
  "sauce-garlic",
  "sauce-cheese",
  "sauce-bbq",
  "sauce-sweet-chilli",
] as const;
for (const id of DISHES) LOOKS[id] = { kind: "dish", style: id };
