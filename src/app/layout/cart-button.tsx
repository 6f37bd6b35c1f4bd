import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { cartCount } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { cartLinesAtom, cartOpenAtom, reconciledCartAtom } from "../../features/cart/atoms";
import "./cart-button.css";

/** The header's cart button: how many items and what they cost. */
export function CartButton() {
  const { t } = useLingui();
  const locale = useLocale();
  const count = cartCount(useAtomValue(cartLinesAtom));
  const { totals, known } = useAtomValue(reconciledCartAtom);
  const open = useSetAtom(cartOpenAtom);
  const total = formatMoney(totals.subtotal, locale);
  // The name starts with what the button shows (the total, then the count), as speech input needs.
  const label =
    count === 0
      ? t`Cart is empty`
      : known
        ? t`Cart: ${total}, ${plural(count, { one: "# item", other: "# items" })}`
        : t`Cart: ${plural(count, { one: "# item", other: "# items" })}`;
  return (
    <button type="button" className="cart-button" onClick={() => open(true)} aria-label={label} data-count={count}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className="cart-button__label">{count > 0 && known ? formatMoney(totals.subtotal, locale) : <Trans>Cart</Trans>}</span>
      {/* A space between total and count (not drawn in the flex row), so the shown text reads as the name's start. */}{" "}
      {count > 0 && <span className="cart-button__count">{count}</span>}
    </button>
  );
}
