import { Trans, useLingui } from "@lingui/react/macro";
import { maxCount } from "../../domain/modifiers";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { MenuModifier } from "../shop/api/get-shop";

interface Props {
  modifier: MenuModifier;
  count: number;
  onChange: (count: number) => void;
}

/** One modifier: fixed when required, a toggle when it can be taken once, else a stepper. */
export function ModifierRow({ modifier, count, onChange }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const max = maxCount(modifier);
  const price = modifier.price > 0 ? `+${formatMoney(modifier.price, locale)}` : t`free`;
  const name = modifier.name;
  return (
    <li className={`modifier${count > 0 ? " modifier--on" : ""}`}>
      <div className="modifier__text">
        <span className="modifier__name">{name}</span>
        <span className="modifier__price">
          {price}
          {max > 1 && <span className="modifier__limit"> · {t`up to ${max}`}</span>}
        </span>
      </div>
      {modifier.isRequired ? (
        <span className="modifier__fixed">
          <Trans>Included</Trans>
        </span>
      ) : max === 1 ? (
        <input
          type="checkbox"
          className="modifier__toggle"
          checked={count > 0}
          onChange={(e) => onChange(e.target.checked ? 1 : 0)}
          aria-label={name}
        />
      ) : (
        <div className="stepper" role="group" aria-label={name}>
          <button
            type="button"
            className="stepper__button"
            onClick={() => onChange(count - 1)}
            disabled={count <= 0}
            aria-label={t`Less ${name}`}
          >
            −
          </button>
          <output className="stepper__value" aria-live="polite">
            {count}
          </output>
          <button
            type="button"
            className="stepper__button"
            onClick={() => onChange(count + 1)}
            disabled={count >= max}
            aria-label={t`More ${name}`}
          >
            +
          </button>
        </div>
      )}
    </li>
  );
}
