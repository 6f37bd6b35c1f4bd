// The demo chain's staff: sign in at /ops with these phones (the code appears in the server log
// while no SMS gateway is configured). Written in the README; printed on start. Created only with
// the demo chain (seedDemoChain, SEED_DEMO; off by default with NODE_ENV=production): a chain's own
// database gets its first admin from `npm run operator -- staff add` (docs/deployment.md).
import type { StaffRole } from "../../../src/domain/staff-roles";

export const DEMO_ADMIN_PHONE = "+998900000001";
export const DEMO_MANAGER_PHONE = "+998900000002";

export const staff: { phone: string; name: string; role: StaffRole; restaurantId: string | null }[] = [
  { phone: DEMO_ADMIN_PHONE, name: "Demo admin", role: "admin", restaurantId: null },
  { phone: DEMO_MANAGER_PHONE, name: "Mirabad manager", role: "manager", restaurantId: "mirabad" },
];
