// The console's sections, who sees them and their addresses (/ops/<id>; /ops is the board).
// A manager runs one restaurant: its orders, stop-list and hours; everything else is chain-wide
// (src/domain/staff-roles.ts), so the server would refuse it and the console does not offer it.
import type { OperatorMe } from "../contract/staff";
import { mayChangeChain } from "../domain/staff-roles";

export const SECTION_IDS = ["orders", "stop-list", "menu", "restaurants", "content", "applications", "links", "staff"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

const FOR_MANAGERS: readonly SectionId[] = ["orders", "stop-list", "restaurants"];

export function visibleSections(me: Pick<OperatorMe, "role">): SectionId[] {
  return mayChangeChain(me) ? [...SECTION_IDS] : SECTION_IDS.filter((s) => FOR_MANAGERS.includes(s));
}

/** "/en/ops/stop-list" → "stop-list"; the console's root and unknown paths → "orders". */
export function sectionFromPath(pathname: string): SectionId {
  const match = /\/ops\/([a-z-]+)\/?$/.exec(pathname);
  const id = match?.[1];
  return (SECTION_IDS as readonly string[]).includes(id ?? "") ? (id as SectionId) : "orders";
}

export const sectionPath = (base: string, id: SectionId) => (id === "orders" ? base : `${base}/${id}`);
