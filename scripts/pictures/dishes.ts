import type { Art, Rng } from "./svg";
export function dish(_art: Art, _rng: Rng, _style: string): string { return ""; }
