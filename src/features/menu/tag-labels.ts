import { useLingui } from "@lingui/react/macro";

/** Labels of the product tags the menu shows; other tags stay for filtering only. */
export function useTagLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    new: t`New`,
    hit: t`Bestseller`,
    spicy: t`Spicy`,
    vegetarian: t`Vegetarian`,
  };
}
