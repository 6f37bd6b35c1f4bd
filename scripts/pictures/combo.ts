import type { Look } from "./catalog";
import type { Art, Rng } from "./svg";
export function combo(_art: Art, _rng: Rng, _look: Extract<Look, { kind: "combo" }>): string { return ""; }
