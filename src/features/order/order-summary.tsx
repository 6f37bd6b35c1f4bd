// The order at a glance: the lines (unavailable ones shown, struck out and left out of the total),
// the promo code's discount, delivery and the total to pay, and the place-order button.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReconciledLine } from "../../domain/cart-reconcile";
import type { CartTotals } from "../../domain/cart-reconcile";
import { Totals } from "../../components/totals";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { PaymentType } from "./payment-methods";
import { PromoLine } from "../../components/promo-line";
import { promoRefusalText } from "../cart/promo";
import { useAppliedCheck } from "../cart/use-promo";
import { useChoiceText } from "../cart/choice-text";
import { keepTogether } from "../../components/keep-together";
import { PointsSwitch } from "./points-switch";
import type { PointsOffer } from "./use-points";

interface Props {
  view: readonly ReconciledLine[];
  totals: CartTotals;
  /** The applied promo code's discount (useAppliedDiscount): taken off the total shown and on the button. */
  discount: { code: string; amount: number } | null;
  /** Loyalty points the customer may switch on (use-points.ts): what they spend comes off the total too. */
  points: PointsOffer;
  delivery: boolean;
  /** Server problems by index among the ordered lines. */
  lineErrors: Record<number, string>;
  otherErrors: string[];
  blocked: string | null;
  pending: boolean;
  paymentType: PaymentType;
}

export function OrderSummary({ view, totals, discount, points, delivery, lineErrors, otherErrors, blocked, pending, paymentType }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, locale);
  const choiceText = useChoiceText();
  // What the server will charge: the items less the code's discount and the points, plus delivery.
  const payable = totals.total - (discount?.amount ?? 0) - points.spend;
  const total = money(payable);
  let ordered = -1;
  return (
    <section className="card order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-section__title">
        <Trans>Your order</Trans>
      </h2>
      <ul className="order-lines">
        {view.map(({ line, status, lineTotal }) => {
          const available = status === "ok";
          if (available) ordered++;
          const problem = available ? lineErrors[ordered] : undefined;
          // As the cart and the tracker say it: "½ A + ½ B", then the size and dough and what is left out.
          const { title, details } = choiceText({ name: line.name, variant: line.variantName, removed: line.removed, half: line.half });
          return (
            <li key={line.id} className={`order-line${available ? "" : " order-line--out"}`} data-cart-product={line.cartProdId}>
              <span className="order-line__amount">{line.amount}×</span>
              <span className="order-line__main">
                <span className="order-line__name">{keepTogether(title)}</span>
                {details.length > 0 && <span className="order-line__modifiers">{details.join(" · ")}</span>}
                {line.modifiers.length > 0 && (
                  <span className="order-line__modifiers">
                    {line.modifiers.map((m) => (m.count > 1 ? `${m.name} × ${m.count}` : m.name)).join(", ")}
                  </span>
                )}
                {status === "stopped" && <span className="order-line__note">{t`Sold out today: not included`}</span>}
                {status === "gone" && <span className="order-line__note">{t`No longer on the menu: not included`}</span>}
                {problem && (
                  <span className="order-line__note" title={problem}>
                    {t`Cannot be ordered as it is: remove it or choose again in the menu`}
                  </span>
                )}
              </span>
              <span className="order-line__total">{available ? money(lineTotal) : "—"}</span>
            </li>
          );
        })}
      </ul>
      <Totals
        subtotal={totals.subtotal}
        discount={discount}
        points={points.spend}
        delivery={delivery ? totals.delivery : null}
        total={payable}
        ruled
      />
      {otherErrors.map((text) => (
        <p key={text} className="field__error" role="alert">
          {text}
        </p>
      ))}
      <CheckoutPromoLine />
      <PointsSwitch points={points} />
      {blocked && <p className="order-summary__blocked">{blocked}</p>}
      <button
        type="submit"
        className="button button--primary button--wide order-summary__place"
        disabled={pending || blocked !== null}
        aria-busy={pending}
      >
        {pending ? (
          <>
            <span className="order-spinner" aria-hidden="true" />
            <Trans>Placing the order…</Trans>
          </>
        ) : (
          <Trans>Place order · {total}</Trans>
        )}
      </button>
      <p className="order-summary__note">
        {paymentType === "payme" ? (
          <Trans>Next you pay on the Payme page; the order goes to the kitchen once it is paid.</Trans>
        ) : paymentType === "click" ? (
          <Trans>Next you pay on the Click page; the order goes to the kitchen once it is paid.</Trans>
        ) : paymentType === "online" ? (
          <Trans>Next you pay in Telegram; the order goes to the kitchen once it is paid.</Trans>
        ) : delivery ? (
          <Trans>You pay the courier on delivery.</Trans>
        ) : (
          <Trans>You pay at the restaurant.</Trans>
        )}
      </p>
    </section>
  );
}

/** The applied code's free product or refusal at the checkout (its discount is a row of the totals). */
function CheckoutPromoLine() {
  const locale = useLocale();
  const check = useAppliedCheck();
  return <PromoLine check={check} refusal={check ? promoRefusalText(check.reason, check.minOrder, locale) : ""} inTotals />;
}
