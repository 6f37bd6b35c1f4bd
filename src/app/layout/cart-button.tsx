import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../config/paths";

/** The header's cart entry. The cart itself (lines, count, total) arrives with the menu's cart. */
export function CartButton() {
  const { t } = useLingui();
  return (
    <Link href={paths.order.href()} className="cart-button" aria-label={t`Cart`}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 6h15l-1.5 9h-12z" />
        <path d="M6 6 5 3H2" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span className="cart-button__label">
        <Trans>Cart</Trans>
      </span>
    </Link>
  );
}
