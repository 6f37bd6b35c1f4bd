// The applied promo code's line: "SPRING15 −15 000 сум" and the total with it, the free product, or
// why it does not apply (the caller words the refusal). Shown in the cart and at the checkout.
import { Trans } from "@lingui/react/macro";
import type { PromoCheck } from "../contract/promo";
import { formatMoney } from "../domain/money";
import { useLocale } from "../i18n/use-locale";

/**
 * `inTotals`: the discount is a row of the totals beside it, so only a free product or a refusal is
 * said here. `refusal`: the refused check's reason in the page's language.
 */
export function PromoLine({
  check,
  refusal,
  total,
  inTotals = false,
}: {
  check: PromoCheck | null;
  refusal: string;
  total?: number;
  inTotals?: boolean;
}) {
  const locale = useLocale();
  if (!check) return null;
  if (inTotals && check.ok && !check.freeProduct) return null;
  if (!check.ok)
    return (
      <p className="promo-line promo-line--refused" data-testid="promo-refusal">
        {check.code}: {refusal}
      </p>
    );
  return (
    <p className="promo-line" data-testid="promo-discount">
      <span>
        <Trans>Promo code {check.code}</Trans>
      </span>
      <span>{check.freeProduct ? <Trans>{check.freeProduct.name} free</Trans> : `−${formatMoney(check.discount, locale)}`}</span>
      {total !== undefined && check.discount > 0 && (
        <span className="promo-line__total" data-testid="promo-total">
          <Trans>Total with the promo code: {formatMoney(total - check.discount, locale)}</Trans>
        </span>
      )}
    </p>
  );
}
