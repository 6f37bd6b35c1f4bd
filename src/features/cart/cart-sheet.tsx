// The cart: lines with their modifiers, − / + and remove, subtotal, delivery, total, or an empty
// state. Unavailable lines stay visible, marked, and out of the total.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { useLocation } from "wouter";
import { Sheet } from "../../components/sheet";
import { paths } from "../../domain/paths";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { DELIVERY } from "../delivery/atoms";
import { deliveryTypeAtom } from "../delivery/atoms";
import { cartOpenAtom, reconciledCartAtom } from "./atoms";
import { CartLineItem } from "./cart-line";
import "./cart.css";

export function CartSheet() {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useAtom(cartOpenAtom);
  const cart = useAtomValue(reconciledCartAtom);
  const orderType = useAtomValue(deliveryTypeAtom);
  const [, navigate] = useLocation();
  const money = (n: number) => formatMoney(n, locale);
  const empty = cart.view.length === 0;

  const footer = empty ? null : (
    <div className="cart-summary">
      <dl className="cart-summary__rows">
        <div>
          <dt>{t`Subtotal`}</dt>
          <dd>{money(cart.totals.subtotal)}</dd>
        </div>
        {orderType === DELIVERY && (
          <div>
            <dt>{t`Delivery`}</dt>
            <dd>{cart.totals.delivery > 0 ? money(cart.totals.delivery) : "—"}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{t`Total`}</dt>
          <dd>{money(cart.totals.total)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={cart.totals.count === 0}
        onClick={() => {
          setOpen(false);
          navigate(paths.order.href());
        }}
      >
        <Trans>Checkout</Trans>
      </button>
    </div>
  );

  return (
    <Sheet open={open} onClose={() => setOpen(false)} labelledBy="cart-title" variant="side" footer={footer}>
      <h2 id="cart-title" className="cart__title">
        <Trans>Your cart</Trans>
      </h2>
      {empty ? (
        <div className="cart-empty">
          <img src="/images/brand/logo.svg" alt="" width="72" height="72" />
          <p className="cart-empty__title">
            <Trans>The cart is empty</Trans>
          </p>
          <p className="cart-empty__text">
            <Trans>Add a pizza or two from the menu: everything you choose appears here.</Trans>
          </p>
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            <Trans>Back to the menu</Trans>
          </button>
        </div>
      ) : (
        <ul className="cart__lines">
          {cart.view.map((item) => (
            <CartLineItem key={item.line.id} item={item} known={cart.known} />
          ))}
        </ul>
      )}
    </Sheet>
  );
}
