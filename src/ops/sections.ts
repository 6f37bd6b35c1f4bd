// The console's sections in one table: each one's address (/ops/<id>; /ops is the first, the
// board), its title, who sees it and its screen (a chunk of its own, loaded when first opened).
// Adding a section is adding a row here. A manager runs one restaurant: its orders, stop-list,
// hours, kitchen and couriers; everything else is chain-wide (src/domain/staff-roles.ts), so the
// server would refuse it and the console does not offer it; admins see every section. A cook sees
// the kitchen screen only, a courier the courier screen only.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { OperatorMe } from "../contract/staff";
import { mayChangeChain, type StaffRole } from "../domain/staff-roles";

import type { SectionProps } from "./section-props";

export type { SectionProps };

interface ConsoleSection {
  id: string;
  title: MessageDescriptor;
  /** A manager's title, where theirs differs (one restaurant's hours rather than the chain's restaurants). */
  managerTitle?: MessageDescriptor;
  /** Who sees it besides admins (who see every section). */
  roles: readonly StaffRole[];
  view: LazyExoticComponent<ComponentType<SectionProps>>;
}

export const SECTIONS = [
  {
    id: "orders",
    title: msg`Orders`,
    roles: ["manager"],
    view: lazy(() => import("./orders/orders-section").then((m) => ({ default: m.OrdersSection }))),
  },
  {
    id: "phone-order",
    title: msg`Order by phone`,
    roles: ["manager"],
    view: lazy(() => import("./phone-order/phone-order-section").then((m) => ({ default: m.PhoneOrderSection }))),
  },
  {
    id: "stop-list",
    title: msg`Stop-list`,
    roles: ["manager"],
    view: lazy(() => import("./stop-list/stop-list-section").then((m) => ({ default: m.StopListSection }))),
  },
  {
    id: "kitchen",
    title: msg`Kitchen`,
    roles: ["manager", "cook"],
    view: lazy(() => import("./kitchen/kitchen-section").then((m) => ({ default: m.KitchenSection }))),
  },
  {
    id: "courier",
    title: msg`Couriers`,
    roles: ["manager", "courier"],
    view: lazy(() => import("./courier/courier-section").then((m) => ({ default: m.CourierSection }))),
  },
  {
    id: "menu",
    title: msg`Menu`,
    roles: [],
    view: lazy(() => import("./menu/menu-section").then((m) => ({ default: m.MenuSection }))),
  },
  {
    id: "restaurants",
    title: msg`Restaurants`,
    managerTitle: msg`Hours`,
    roles: ["manager"],
    view: lazy(() => import("./restaurants/restaurants-section").then((m) => ({ default: m.RestaurantsSection }))),
  },
  {
    id: "payments",
    title: msg`Payments`,
    roles: ["manager"],
    view: lazy(() => import("./payments/payments-section").then((m) => ({ default: m.PaymentsSection }))),
  },
  {
    id: "customers",
    title: msg`Customers`,
    roles: ["manager"],
    view: lazy(() => import("./customers/customers-section").then((m) => ({ default: m.CustomersSection }))),
  },
  {
    id: "reports",
    title: msg`Reports`,
    roles: ["manager"],
    view: lazy(() => import("./reports/reports-section").then((m) => ({ default: m.ReportsSection }))),
  },
  {
    id: "promo-codes",
    title: msg`Promo codes`,
    roles: [],
    view: lazy(() => import("./promo-codes/promo-codes-section").then((m) => ({ default: m.PromoCodesSection }))),
  },
  {
    id: "loyalty",
    title: msg`Loyalty`,
    roles: [],
    view: lazy(() => import("./loyalty/loyalty-section").then((m) => ({ default: m.LoyaltySection }))),
  },
  {
    id: "broadcasts",
    title: msg`Broadcasts`,
    roles: [],
    view: lazy(() => import("./broadcasts/broadcasts-section").then((m) => ({ default: m.BroadcastsSection }))),
  },
  {
    id: "content",
    title: msg`Content`,
    roles: [],
    view: lazy(() => import("./content/content-section").then((m) => ({ default: m.ContentSection }))),
  },
  {
    id: "applications",
    title: msg`Applications`,
    roles: [],
    view: lazy(() => import("./applications/applications-section").then((m) => ({ default: m.ApplicationsSection }))),
  },
  {
    id: "links",
    title: msg`Links`,
    roles: [],
    view: lazy(() => import("./links/links-section").then((m) => ({ default: m.LinksSection }))),
  },
  {
    id: "staff",
    title: msg`Staff`,
    roles: [],
    view: lazy(() => import("./staff/staff-section").then((m) => ({ default: m.StaffSection }))),
  },
] as const satisfies readonly ConsoleSection[];

export type Section = (typeof SECTIONS)[number];
export type SectionId = Section["id"];
export const SECTION_IDS: readonly SectionId[] = SECTIONS.map((s) => s.id);
/** The console's root address opens this one. */
export const FIRST_SECTION: SectionId = SECTION_IDS[0];

export function visibleSections(me: Pick<OperatorMe, "role">): Section[] {
  const admin = mayChangeChain(me);
  return SECTIONS.filter((s) => admin || (s.roles as readonly StaffRole[]).includes(me.role));
}

/** The title a person sees for a section (a manager's "Hours" for the restaurants section). */
export function sectionTitle(section: ConsoleSection, me: Pick<OperatorMe, "role">): MessageDescriptor {
  return !mayChangeChain(me) && section.managerTitle ? section.managerTitle : section.title;
}

/** "/en/ops/stop-list" → "stop-list"; the console's root and unknown paths → the first section. */
export function sectionFromPath(pathname: string): SectionId {
  const match = /\/ops\/([a-z-]+)\/?$/.exec(pathname);
  const id = match?.[1];
  return SECTION_IDS.find((s) => s === id) ?? FIRST_SECTION;
}

export const sectionPath = (base: string, id: SectionId) => (id === FIRST_SECTION ? base : `${base}/${id}`);
