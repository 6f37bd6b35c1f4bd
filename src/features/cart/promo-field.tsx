// The cart's "Promo code" field (issue 26): typed, checked with the server for this restaurant and
// these items, then shown as a discount line (or the free product) with a way to remove it; a
// refusal is said in the page's language. The code is sent with the order (checkout.tsx) and
// checked again there. The line itself is src/components/promo-line.tsx, shared with the checkout.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue } from "jotai";
import { useId, useState } from "react";
import { normalizeCode } from "../../domain/promo-code";
import { useLocale } from "../../i18n/use-locale";
import { reconciledCartAtom } from "./atoms";
import { PromoLine } from "../../components/promo-line";
import { checkPromo, promoCodeAtom, promoRefusalText } from "./promo";
import { previewRestaurantAtom, useAppliedCheck } from "./use-promo";

/** The applied code's line in the cart, its check kept current; the code alone until checked (a promo link's code before a restaurant is chosen). */
function AppliedLine({ code, total }: { code: string; total: number }) {
  const locale = useLocale();
  const check = useAppliedCheck();
  if (!check)
    return (
      <p className="promo-line" data-testid="promo-pending">
        <span>
          <Trans>Promo code {code}</Trans>
        </span>
      </p>
    );
  return <PromoLine check={check} refusal={promoRefusalText(check.reason, check.minOrder, locale)} total={total} />;
}

export function PromoField() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useAtom(promoCodeAtom);
  const restaurantId = useAtomValue(previewRestaurantAtom);
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
        <AppliedLine code={code} total={total} />
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
          <Trans context="promo code">Apply</Trans>
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
