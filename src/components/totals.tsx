// Subtotal, the promo code's discount, the loyalty points, delivery and total of an order, the same in the cart, at
// checkout and in the tracker.
import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../domain/money";
import { useLocale } from "../i18n/use-locale";
import "./totals.css";

interface TotalsProps {
  subtotal: number;
  /** The delivery price, 0 when delivery is free; null for pickup, which has no delivery row. */
  delivery: number | null;
  total: number;
  /** The promo code's discount off the items (issue 26): a row "Promo code SPRING −15 000" when above 0. */
  discount?: { code: string; amount: number } | null;
  /** Loyalty points paying part of the items (issue 26): a row "Paid with points −5 000" when above 0. */
  points?: number;
  /** A rule above the rows, where they follow a list of lines. */
  ruled?: boolean;
}

export function Totals({ subtotal, delivery, total, discount, points = 0, ruled = false }: TotalsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (n: number) => formatMoney(n, locale);
  return (
    <dl className={`totals${ruled ? " totals--ruled" : ""}`}>
      <div>
        <dt>{t`Subtotal`}</dt>
        <dd>{money(subtotal)}</dd>
      </div>
      {discount && discount.amount > 0 && (
        <div data-testid="totals-discount">
          <dt>{t`Promo code ${discount.code}`}</dt>
          <dd>−{money(discount.amount)}</dd>
        </div>
      )}
      {points > 0 && (
        <div data-testid="totals-points">
          <dt>{t`Paid with points`}</dt>
          <dd>−{money(points)}</dd>
        </div>
      )}
      {delivery !== null && (
        <div>
          <dt>{t`Delivery`}</dt>
          <dd>{delivery > 0 ? money(delivery) : t`Free`}</dd>
        </div>
      )}
      <div className="totals__total">
        <dt>{t`Total`}</dt>
        <dd>{money(total)}</dd>
      </div>
    </dl>
  );
}
