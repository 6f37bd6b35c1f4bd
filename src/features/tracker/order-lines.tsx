// The order's lines on the tracker: count, name (two halves as "½ A + ½ B"), size and dough, what
// is left out, modifiers, and the line's total; the promo code's free product says "Free" and its code.
import { useLingui } from "@lingui/react/macro";
import { useChoiceText } from "../cart/choice-text";
import { keepTogether } from "../../components/keep-together";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { OrderDetail } from "./api/get-order";

export function OrderLines({ lines, promoCode = null }: { lines: OrderDetail["products"]; promoCode?: string | null }) {
  const { t } = useLingui();
  const locale = useLocale();
  const choiceText = useChoiceText();
  return (
    <ul className="tracker-lines">
      {lines.map((line, i) => {
        const { title, details } = choiceText({ name: line.name, variant: line.variant?.name, removed: line.removed, half: line.half });
        return (
          <li key={`${line.id}-${i}`} className="tracker-line">
            <span className="tracker-line__amount">{line.count}×</span>
            <span className="tracker-line__main">
              <span className="tracker-line__name">{keepTogether(title)}</span>
              {details.length > 0 && <span className="tracker-line__modifiers">{details.join(" · ")}</span>}
              {line.gift && promoCode && <span className="tracker-line__modifiers">{t`Promo code ${promoCode}`}</span>}
              {line.modifiers.length > 0 && (
                <span className="tracker-line__modifiers">
                  {line.modifiers.map((m) => (m.count > 1 ? `${m.name} × ${m.count}` : m.name)).join(", ")}
                </span>
              )}
            </span>
            <span className="tracker-line__total" data-gift={line.gift || undefined}>
              {line.gift ? t`Free` : formatMoney(line.total, locale)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
