// Who on the chain's staff may do what. An admin runs the whole chain; a manager runs one
// restaurant: its orders, its stop-list and its hours, nothing chain-wide (prices, content, staff).
// A cook and a courier work at one restaurant, each on one screen of the console: the kitchen
// screen (/ops/kitchen) and the courier screen (/ops/courier); every other operator call refuses them.
// Shared by the server (which enforces it) and the console (which hides what it would refuse).

export const STAFF_ROLES = ["admin", "manager", "cook", "courier"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** Roles that belong to one restaurant (every role but admin). */
export const RESTAURANT_ROLES: readonly StaffRole[] = ["manager", "cook", "courier"];

/** The person acting: a staff member, or the OPERATOR_TOKEN bearer (an admin without a row). */
export interface Actor {
  staffId: number | null;
  name: string;
  role: StaffRole;
  /** The restaurant of a manager, cook or courier; null for admins. */
  restaurantId: string | null;
}

type Who = Pick<Actor, "role" | "restaurantId">;

/** Does this role need a restaurant? (all but admin) */
export const needsRestaurant = (role: StaffRole): boolean => RESTAURANT_ROLES.includes(role);

/**
 * May `actor` act on this restaurant's orders? An admin anywhere; the others at their own restaurant
 * only. What they may do there is their role's (a cook only reaches the kitchen's calls, see
 * `mayCallOperatorPath`).
 */
export const mayRunRestaurant = (actor: Who, restaurantId: string): boolean =>
  actor.role === "admin" || actor.restaurantId === restaurantId;

/** May `actor` change what is the same for every restaurant (menu, prices, content, staff, zones)? */
export const mayChangeChain = (actor: Pick<Actor, "role">): boolean => actor.role === "admin";

/** May `actor` manage this restaurant (settings, reassigning couriers)? An admin, or its manager. */
export const mayManageRestaurant = (actor: Who, restaurantId: string): boolean =>
  actor.role === "admin" || (actor.role === "manager" && actor.restaurantId === restaurantId);

/** The restaurant an actor's lists are limited to; null = every restaurant. */
export const restaurantScope = (actor: Who): string | null => (actor.role === "admin" ? null : actor.restaurantId);

/**
 * The operator API's paths (after /api/operator) a cook and a courier may call: who they are, the
 * live stream of their restaurant's orders, and their own screen's calls. Admins and managers may
 * call every path (each route then checks its own rule).
 */
const STATION_PATHS: Record<"cook" | "courier", readonly RegExp[]> = {
  cook: [/^\/me$/, /^\/orders\/events$/, /^\/kitchen$/, /^\/kitchen\/orders\/[^/]+\/advance$/],
  courier: [
    /^\/me$/,
    /^\/orders\/events$/,
    /^\/courier$/,
    /^\/courier\/orders\/[^/]+\/(?:take|picked-up|delivered)$/,
    /^\/orders\/[^/]+\/courier\/location$/,
  ],
};

/** May a staff member of `role` call this operator path (e.g. "/kitchen")? */
export function mayCallOperatorPath(role: StaffRole, path: string): boolean {
  if (role === "admin" || role === "manager") return true;
  return STATION_PATHS[role].some((pattern) => pattern.test(path));
}
