// The cart's "Promo code" field (issue 26): typed, checked with the server for this restaurant and
// these items, then shown as a discount line (or the free product) with a way to remove it; a
// refusal is said in the page's language. The code is sent with the order (checkout.tsx) and
// checked again there. PromoLine is the same discount line at the checkout.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { formatMoney } from "../../domain/money";
import { normalizeCode } from "../../domain/promo-code";
import { useLocale } from "../../i18n/use-locale";
import { locationAtom } from "../delivery/atoms";
import { reconciledCartAtom } from "./atoms";
import { checkPromo, promoCheckAtom, promoCodeAtom, promoRefusalText } from "./promo";

/** Keeps the applied code's check current with the restaurant and the items. */
function useAppliedCheck() {
  const code = useAtomValue(promoCodeAtom);
  const [check, setCheck] = useAtom(promoCheckAtom);
  const restaurantId = useAtomValue(locationAtom).RestaurantId;
  const subtotal = useAtomValue(reconciledCartAtom).totals.subtotal;
  useEffect(() => {
    if (!code || !restaurantId) return setCheck(null);
    let live = true;
    checkPromo(code, restaurantId, subtotal).then(
      (answer) => live && setCheck(answer),
      () => live && setCheck(null),
    );
    return () => {
      live = false;
    };
  }, [code, restaurantId, subtotal, setCheck]);
  return check?.code === code ? check : null;
}

/**
 * The applied code and its discount as the last check said (0 = none or refused), without checking
 * again: the checkout's total and cash note. A PromoLine mounted beside it keeps the check current.
 */
export function useAppliedDiscount(): { code: string; amount: number } | null {
  const code = useAtomValue(promoCodeAtom);
  const check = useAtomValue(promoCheckAtom);
  return code && check?.ok && check.code === code && check.discount > 0 ? { code, amount: check.discount } : null;
}

/**
 * The applied code's line: "SPRING15 −15 000 сум" and the total with it, the free product, or why it
 * does not apply. `inTotals`: the discount is a row of the totals beside it, so only a free product
 * or a refusal is said here.
 */
export function PromoLine({ total, inTotals = false }: { total?: number; inTotals?: boolean }) {
  const locale = useLocale();
  const check = useAppliedCheck();
  if (!check) return null;
  if (inTotals && check.ok && !check.freeProduct) return null;
  if (!check.ok)
    return (
      <p className="promo-line promo-line--refused" data-testid="promo-refusal">
        {check.code}: {promoRefusalText(check.reason, check.minOrder, locale)}
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

export function PromoField() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useAtom(promoCodeAtom);
  const restaurantId = useAtomValue(locationAtom).RestaurantId;
  const { subtotal, total } = useAtomValue(reconciledCartAtom).totals;
  const [typed, setTyped] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    const wanted = normalizeCode(typed);
    if (!wanted || !restaurantId) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await checkPromo(wanted, restaurantId, subtotal);
      if (answer.ok) {
        setCode(answer.code);
        setTyped("");
      } else setRefusal(promoRefusalText(answer.reason, answer.minOrder, locale));
    } catch {
      setRefusal(t`The promo code could not be checked. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  if (code)
    return (
      <div className="promo-field">
        <PromoLine total={total} />
        <button type="button" className="button" data-testid="promo-remove" onClick={() => setCode("")}>
          <Trans>Remove the promo code</Trans>
        </button>
      </div>
    );
  return (
    <form
      className="promo-field"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={id} className="promo-field__label">
        <Trans>Promo code</Trans>
      </label>
      <span className="promo-field__row">
        <input
          id={id}
          className="field__input"
          data-testid="promo-input"
          value={typed}
          maxLength={40}
          autoCapitalize="characters"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button" data-testid="promo-apply" disabled={busy || !typed.trim()}>
          <Trans>Apply</Trans>
        </button>
      </span>
      {refusal && (
        <p id={`${id}-refusal`} className="promo-field__refusal" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
