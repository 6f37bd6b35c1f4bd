// A line's price with its modifiers, apart from the modifier rules (modifiers.ts) so that the cart's
// first-load code does not need them.

/** base price + Σ (modifier price × count). */
export function priceWithModifiers(basePrice: number, modifiers: readonly { price: number; count: number }[]): number {
  return modifiers.reduce((sum, m) => sum + m.price * m.count, basePrice);
}
