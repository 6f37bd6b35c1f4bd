// Who on the chain's staff may do what. An admin runs the whole chain; a manager runs one
// restaurant: its orders, its stop-list and its hours, nothing chain-wide (prices, content, staff).
// Shared by the server (which enforces it) and the console (which hides what it would refuse).

export const STAFF_ROLES = ["admin", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The person acting: a staff member, or the OPERATOR_TOKEN bearer (an admin without a row). */
export interface Actor {
  staffId: number | null;
  name: string;
  role: StaffRole;
  /** A manager's restaurant; null for admins. */
  restaurantId: string | null;
}

/** May `actor` run this restaurant's orders, stop-list and hours? */
export const mayRunRestaurant = (actor: Pick<Actor, "role" | "restaurantId">, restaurantId: string): boolean =>
  actor.role === "admin" || actor.restaurantId === restaurantId;

/** May `actor` change what is the same for every restaurant (menu, prices, content, staff, zones)? */
export const mayChangeChain = (actor: Pick<Actor, "role">): boolean => actor.role === "admin";

/** The restaurant an actor's lists are limited to; null = every restaurant. */
export const restaurantScope = (actor: Pick<Actor, "role" | "restaurantId">): string | null =>
  actor.role === "admin" ? null : actor.restaurantId;
