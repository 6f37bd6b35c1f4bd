import { Trans } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { useLocation } from "wouter";
import { cartCount } from "../../domain/cart";
import { paths } from "../../domain/paths";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { cartOpenAtom, reconciledCartAtom } from "./atoms";

/** On phones, a bar at the bottom of the screen leads to the cart once something is in it. */
export function CartBar() {
  const locale = useLocale();
  const { totals, view, lines, known } = useAtomValue(reconciledCartAtom);
  const open = useSetAtom(cartOpenAtom);
  const [location] = useLocation();
  // On checkout and tracking the bar would cover the form and lead nowhere new.
  if (view.length === 0 || location.startsWith(paths.order.href()) || location.startsWith("/tracker/")) return null;
  return (
    <button type="button" className="cart-bar" onClick={() => open(true)}>
      <span className="cart-bar__count" aria-hidden="true">
        {known ? totals.count : cartCount(lines)}
      </span>
      <Trans>View cart</Trans>
      {/* Before the menu (or the cart's reconciliation) is there the total is not known yet. */}
      {known && <span className="cart-bar__total">{formatMoney(totals.total, locale)}</span>}
    </button>
  );
}
