// Cities (regions) the demo chain delivers in.
import type { SeedRegion } from "./types";

export const regions: SeedRegion[] = [
  { id: 1, name: { ru: "Ташкент", en: "Tashkent", uz: "Toshkent" } },
  { id: 2, name: { ru: "Самарканд", en: "Samarkand", uz: "Samarqand" } },
  { id: 3, name: { ru: "Бухара", en: "Bukhara", uz: "Buxoro" } },
];
