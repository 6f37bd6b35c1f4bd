// A choose-one group of a combo's modifiers ("Drink": one of several) as a radio group, each
// option with its surcharge.
import { useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { MenuModifier } from "../shop/api/get-shop";

interface Props {
  productId: string;
  group: { id: string; name: string; min: number; max: number };
  options: readonly MenuModifier[];
  counts: Readonly<Record<string, number>>;
  onChoose: (optionId: string) => void;
}

export function ModifierGroupRadios({ productId, group, options, counts, onChoose }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const one = group.max === 1;
  return (
    <fieldset className="modifier-group">
      <legend className="product-sheet__subtitle">{group.name}</legend>
      <ul className="product-sheet__modifiers">
        {options.map((m) => {
          const on = (counts[m.id] ?? 0) > 0;
          const price = m.price > 0 ? `+${formatMoney(m.price, locale)}` : t`included`;
          return (
            <li key={m.id} className={`modifier${on ? " modifier--on" : ""}`}>
              <label className="modifier__label">
                <span className="modifier__text">
                  <span className="modifier__name">{m.name}</span>
                  <span className="modifier__price">{price}</span>
                </span>
                <input
                  type={one ? "radio" : "checkbox"}
                  className="modifier__toggle"
                  name={`group-${productId}-${group.id}`}
                  checked={on}
                  disabled={m.inStopList && !on}
                  onChange={() => onChoose(m.id)}
                />
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
