// The cart: lines with their modifiers, − / + and remove, subtotal, delivery, total, or an empty
// state. Unavailable lines stay visible, marked, and out of the total.
import { Trans } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { useLocation } from "wouter";
import { Sheet } from "../../components/sheet";
import { onSheetStep } from "../../components/sheet-history";
import { Totals } from "../../components/totals";
import { paths } from "../../domain/paths";
import { cartOpenAtom, reconciledCartAtom } from "./atoms";
import { CartLineItem, CartToaster } from "./cart-line";
import { PromoField } from "./promo-field";
import "./cart.css";

export function CartSheet() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const cart = useAtomValue(reconciledCartAtom);
  const [, navigate] = useLocation();
  const empty = cart.view.length === 0;

  const footer = empty ? null : (
    <div className="cart-summary">
      <PromoField />
      <Totals subtotal={cart.totals.subtotal} delivery={cart.totals.delivery} total={cart.totals.total} />
      {cart.totals.deliveryPending && (
        <p className="cart-summary__note">
          <Trans>The delivery price is added once you choose an address.</Trans>
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={cart.totals.count === 0}
        onClick={() => {
          // The checkout takes the cart's history step: Back from it is the menu, not a dead step.
          navigate(paths.order.href(), { replace: onSheetStep() });
          setOpen(false);
        }}
      >
        <Trans>Checkout</Trans>
      </button>
    </div>
  );

  return (
    <Sheet open={open} onClose={() => setOpen(false)} labelledBy="cart-title" variant="side" footer={footer} layer={<CartToaster />}>
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
