// Each page's title and description in the page's language: set by the app as the visitor moves
// (usePageMeta) and written into the served HTML by the server through the prerender build
// (src/prerender/render-page.tsx `pageMeta`), so a page arrives with its own before any script runs.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type PageName, paths, splitLocale } from "../../domain/paths";

export const SITE_NAME = "Lazzat Pizza";

interface Meta {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

const META: Record<PageName, Meta> = {
  home: {
    title: msg`Pizza delivery and pickup`,
    description: msg`Lazzat Pizza's menu: pizza, combos, snacks and drinks with delivery or pickup. Order on the site or in Telegram.`,
  },
  news: { title: msg`News`, description: msg`Lazzat Pizza's news: new pizzas, new restaurants and what is happening.` },
  newsItem: { title: msg`News`, description: msg`Lazzat Pizza's news: new pizzas, new restaurants and what is happening.` },
  stocks: { title: msg`Promotions`, description: msg`Lazzat Pizza's current promotions and offers.` },
  stock: { title: msg`Promotions`, description: msg`Lazzat Pizza's current promotions and offers.` },
  order: { title: msg`Checkout`, description: msg`Your order: address or restaurant, time, contact and payment.` },
  tracker: { title: msg`Order tracking`, description: msg`Where your order is now, from the kitchen to your door.` },
  profile: { title: msg`Profile`, description: msg`Your details, saved addresses and orders.` },
  contacts: { title: msg`Contacts`, description: msg`Lazzat Pizza's restaurants: addresses, phones and opening hours.` },
  vacancies: { title: msg`Careers`, description: msg`Jobs at Lazzat Pizza: cooks, couriers, cashiers and more.` },
  vacancyForm: { title: msg`Job application`, description: msg`Apply for a job at Lazzat Pizza.` },
  deliveryMap: { title: msg`Delivery zones`, description: msg`Where Lazzat Pizza delivers: each restaurant's delivery zone on the map.` },
};

const NOT_FOUND: Meta = {
  title: msg`Page not found`,
  description: msg`This page does not exist. Lazzat Pizza's menu is on the home page.`,
};

const patterns = (Object.keys(paths) as PageName[]).map((name) => ({
  name,
  re: new RegExp(`^${paths[name].pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
}));

/** Which page of the route table a path (in any language) is; null for none. */
export function pageOf(pathname: string): PageName | null {
  const { rest } = splitLocale(pathname);
  return patterns.find((p) => p.re.test(rest))?.name ?? null;
}

export interface PageMeta {
  /** The document's title: "Contacts · Lazzat Pizza". */
  title: string;
  description: string;
}

/** The title and description of the page at `pathname` (null: none), in i18n's active language. */
export function pageMeta(i18n: I18n, pathname: string | null): PageMeta {
  const page = pathname === null ? null : pageOf(pathname);
  const meta = page ? META[page] : NOT_FOUND;
  return { title: `${i18n._(meta.title)} · ${SITE_NAME}`, description: i18n._(meta.description) };
}
