// A product's composition: removable ingredients are toggles ("without onion", struck through when
// left out; aria-pressed), the others plain text. Leaving one out does not change the price.
import { useLingui } from "@lingui/react/macro";
import type { MenuIngredient } from "../../contract/menu";

interface Props {
  ingredients: readonly MenuIngredient[];
  removed: readonly string[];
  onToggle: (id: string) => void;
  /** Names the list ("Pepperoni: what's in it") when a sheet shows two of them. */
  label: string;
}

export function IngredientList({ ingredients, removed, onToggle, label }: Props) {
  const { t } = useLingui();
  if (ingredients.length === 0) return null;
  return (
    <ul className="ingredients" aria-label={label}>
      {ingredients.map((i) => {
        const name = i.name;
        const off = removed.includes(i.id);
        return (
          <li key={i.id} className="ingredients__item">
            {i.removable ? (
              <button
                type="button"
                className={`ingredient${off ? " ingredient--off" : ""}`}
                aria-pressed={off}
                aria-label={t`Without ${name}`}
                title={off ? t`Put ${name} back` : t`Leave out ${name}`}
                onClick={() => onToggle(i.id)}
              >
                <span className="ingredient__name">{name}</span>
                <span className="ingredient__mark" aria-hidden="true">
                  {off ? "↺" : "×"}
                </span>
              </button>
            ) : (
              <span className="ingredient ingredient--fixed">{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
