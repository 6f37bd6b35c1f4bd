import { useLingui } from "@lingui/react/macro";

export type Section =
  | "menu"
  | "news"
  | "stocks"
  | "order"
  | "tracker"
  | "profile"
  | "contacts"
  | "vacancies"
  | "vacancyForm"
  | "deliveryMap";

/** Section names, shared by the navigation and the pages' headings. */
export function useSectionTitles(): Record<Section, string> {
  const { t } = useLingui();
  return {
    menu: t`Menu`,
    news: t`News`,
    stocks: t`Promotions`,
    order: t`Checkout`,
    tracker: t`Order tracking`,
    profile: t`Profile`,
    contacts: t`Contacts`,
    vacancies: t`Careers`,
    vacancyForm: t`Job application`,
    deliveryMap: t`Delivery zones`,
  };
}
