// Modifier rules (docs/product-rules.md §4): a required modifier is always there once; a default one
// starts selected; any modifier's count is bounded by its maxOneDish. The product sheet uses these
// to drive its controls and the server uses validateModifiers to check an order. A modifier may
// belong to a group (a combo's "drink": one of several): the group bounds how many of its options
// are chosen together (min 1, max 1 = choose exactly one), and each option is taken at most once.

export interface ModifierRule {
  id: string;
  price: number;
  isRequired: boolean;
  isDefault: boolean;
  maxOneDish: number;
  /** The group it is an option of; null/absent = a modifier on its own. */
  groupId?: string | null;
}

/** A choice among modifiers: between `min` and `max` of its options together. */
export interface ModifierGroupRule {
  id: string;
  min: number;
  max: number;
}

/** A group as the menu stores and shows it: its rule and its name ("Drink"). */
export interface ModifierGroup<N = string> extends ModifierGroupRule {
  name: N;
}

export interface ChosenModifier {
  id: string;
  count: number;
}

/**
 * The counts a product sheet opens with: required and default modifiers at 1, others at 0; a
 * group that needs a choice and has no default starts with its first option.
 */
export function initialModifierCounts(rules: readonly ModifierRule[], groups: readonly ModifierGroupRule[] = []): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(rules.map((m) => [m.id, m.isRequired || m.isDefault ? 1 : 0]));
  for (const group of groups) {
    const options = rules.filter((r) => r.groupId === group.id);
    if (group.min > 0 && options.length && !options.some((o) => counts[o.id] > 0)) counts[options[0].id] = 1;
  }
  return counts;
}

/** The highest count a customer may pick; a required modifier is fixed at 1, a group's option is taken at most once. */
export function maxCount(rule: ModifierRule): number {
  if (rule.isRequired) return 1;
  return rule.groupId ? Math.min(1, Math.max(0, rule.maxOneDish)) : Math.max(0, rule.maxOneDish);
}

/**
 * Picks an option of a choose-one group (max 1): the others of its group go to 0. In a group
 * that allows more, the option toggles as long as the group stays within its bounds.
 */
export function chooseOption(
  counts: Record<string, number>,
  rules: readonly ModifierRule[],
  group: ModifierGroupRule,
  optionId: string,
): Record<string, number> {
  const options = rules.filter((r) => r.groupId === group.id);
  if (group.max === 1) return { ...counts, ...Object.fromEntries(options.map((o) => [o.id, o.id === optionId ? 1 : 0])) };
  const next = { ...counts, [optionId]: counts[optionId] > 0 ? 0 : 1 };
  const chosen = options.filter((o) => next[o.id] > 0).length;
  return chosen < group.min || chosen > group.max ? counts : next;
}

export function minCount(rule: ModifierRule): number {
  return rule.isRequired ? 1 : 0;
}

/** Sets a modifier's count, kept within its bounds. */
export function setModifierCount(counts: Record<string, number>, rule: ModifierRule, count: number): Record<string, number> {
  const bounded = Math.min(maxCount(rule), Math.max(minCount(rule), Math.trunc(count)));
  return { ...counts, [rule.id]: bounded };
}

export { priceWithModifiers } from "./modifier-price";

export type ModifierProblem =
  | { kind: "unknown"; modifierId: string }
  | { kind: "duplicate"; modifierId: string }
  | { kind: "missingRequired"; modifierId: string }
  | { kind: "tooMany"; modifierId: string; max: number }
  | { kind: "badCount"; modifierId: string }
  | { kind: "groupCount"; groupId: string; min: number; max: number };

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
export function validateModifiers(
  rules: readonly ModifierRule[],
  chosen: readonly ChosenModifier[],
  groups: readonly ModifierGroupRule[] = [],
): ModifierProblem[] {
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
  for (const group of groups) {
    const taken = chosen.filter((c) => c.count > 0 && byId.get(c.id)?.groupId === group.id).length;
    if (taken < group.min || taken > group.max) problems.push({ kind: "groupCount", groupId: group.id, min: group.min, max: group.max });
  }
  return problems;
}
