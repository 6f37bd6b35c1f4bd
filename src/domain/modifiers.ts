// Modifier rules (docs/product-rules.md §4): a required modifier is always there once; a default one
// starts selected; any modifier's count is bounded by its maxOneDish. The product sheet uses these
// to drive its controls and the server uses validateModifiers to check an order.

export interface ModifierRule {
  id: string;
  price: number;
  isRequired: boolean;
  isDefault: boolean;
  maxOneDish: number;
}

export interface ChosenModifier {
  id: string;
  count: number;
}

/** The counts a product sheet opens with: required and default modifiers at 1, others at 0. */
export function initialModifierCounts(rules: readonly ModifierRule[]): Record<string, number> {
  return Object.fromEntries(rules.map((m) => [m.id, m.isRequired || m.isDefault ? 1 : 0]));
}

/** The highest count a customer may pick; a required modifier is fixed at 1. */
export function maxCount(rule: ModifierRule): number {
  return rule.isRequired ? 1 : Math.max(0, rule.maxOneDish);
}

export function minCount(rule: ModifierRule): number {
  return rule.isRequired ? 1 : 0;
}

/** Sets a modifier's count, kept within its bounds. */
export function setModifierCount(counts: Record<string, number>, rule: ModifierRule, count: number): Record<string, number> {
  const bounded = Math.min(maxCount(rule), Math.max(minCount(rule), Math.trunc(count)));
  return { ...counts, [rule.id]: bounded };
}

/** base price + Σ (modifier price × count). */
export function priceWithModifiers(basePrice: number, modifiers: readonly { price: number; count: number }[]): number {
  return modifiers.reduce((sum, m) => sum + m.price * m.count, basePrice);
}

export type ModifierProblem =
  | { kind: "unknown"; modifierId: string }
  | { kind: "duplicate"; modifierId: string }
  | { kind: "missingRequired"; modifierId: string }
  | { kind: "tooMany"; modifierId: string; max: number }
  | { kind: "badCount"; modifierId: string };

/**
 * A product's modifier rules by id, for a choice validateModifiers() has accepted: it lets no
 * unknown modifier through, so an id without a rule is a bug and throws.
 */
export function modifierRuleOf<R extends ModifierRule>(rules: readonly R[]): (id: string) => R {
  const byId = new Map(rules.map((r) => [r.id, r]));
  return (id) => {
    const rule = byId.get(id);
    if (!rule) throw new Error(`Modifier ${id} is not one of the product's: validateModifiers() should have refused it`);
    return rule;
  };
}

/** What is wrong with a choice of modifiers for a product; empty when it can be ordered. */
export function validateModifiers(rules: readonly ModifierRule[], chosen: readonly ChosenModifier[]): ModifierProblem[] {
  const problems: ModifierProblem[] = [];
  const byId = new Map(rules.map((r) => [r.id, r]));
  const seen = new Set<string>();
  for (const c of chosen) {
    const rule = byId.get(c.id);
    if (!rule) problems.push({ kind: "unknown", modifierId: c.id });
    else if (seen.has(c.id)) problems.push({ kind: "duplicate", modifierId: c.id });
    else if (!Number.isInteger(c.count) || c.count < 0) problems.push({ kind: "badCount", modifierId: c.id });
    else if (c.count > maxCount(rule)) problems.push({ kind: "tooMany", modifierId: c.id, max: maxCount(rule) });
    seen.add(c.id);
  }
  for (const rule of rules) {
    if (rule.isRequired && chosen.find((c) => c.id === rule.id)?.count !== 1) {
      problems.push({ kind: "missingRequired", modifierId: rule.id });
    }
  }
  return problems;
}
