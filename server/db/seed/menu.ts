// The demo chain's menu: folders in menu order, products, and what is off today (stop list).
import type { SeedFolder, SeedProduct, SeedStopListEntry } from "./types";
import { L } from "./menu-helpers";
import { pizzas } from "./menu-pizza";
import { meals } from "./menu-meals";
import { sweetsAndDrinks } from "./menu-sweets";

export const folders: SeedFolder[] = [
  { id: 1, name: L("Пицца", "Pizza", "Pitsa") },
  { id: 2, name: L("Комбо", "Combos", "Kombo") },
  { id: 3, name: L("Закуски", "Snacks", "Gazaklar") },
  { id: 4, name: L("Паста", "Pasta", "Pasta") },
  { id: 5, name: L("Салаты", "Salads", "Salatlar") },
  { id: 6, name: L("Детское меню", "Kids", "Bolalar menyusi") },
  { id: 7, name: L("Десерты", "Desserts", "Desertlar") },
  { id: 8, name: L("Напитки", "Drinks", "Ichimliklar") },
  { id: 9, name: L("Соусы", "Sauces", "Souslar") },
];

export const products: SeedProduct[] = [...pizzas, ...meals, ...sweetsAndDrinks];

/** Products a restaurant has run out of today. */
export const stopList: SeedStopListEntry[] = [
  { restaurantId: "chilanzar", productId: "tiramisu" },
  { restaurantId: "chilanzar", productId: "shrimp-pesto" },
  { restaurantId: "yunusabad", productId: "orange-juice" },
];
