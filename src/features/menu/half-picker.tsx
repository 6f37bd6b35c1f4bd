// The second half of a half-and-half pizza: the other pizzas made in halves and in the chosen size
// and dough, as a radio list with their pictures.
import { useLingui } from "@lingui/react/macro";
import type { MenuProduct } from "../shop/api/get-shop";

interface Props {
  productId: string;
  candidates: readonly MenuProduct[];
  chosen: string | null;
  onChoose: (id: string) => void;
}

export function HalfPicker({ productId, candidates, chosen, onChoose }: Props) {
  const { t } = useLingui();
  return (
    <fieldset className="half-picker">
      <legend className="product-sheet__subtitle">{t`Choose the second half`}</legend>
      <div className="half-picker__grid">
        {candidates.map((p) => (
          <label key={p.id} className={`half-option${chosen === p.id ? " half-option--on" : ""}`}>
            <input
              type="radio"
              className="half-option__input"
              name={`half-of-${productId}`}
              checked={chosen === p.id}
              onChange={() => onChoose(p.id)}
            />
            <img src={p.imageUrl} alt="" width="72" height="72" loading="lazy" />
            <span className="half-option__name">{p.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
