// The pizza builder's fields in an order by phone, made for the keyboard of a staff member on a
// call: the size and the dough as segmented choices (native radio groups: arrows move, Tab leaves),
// the removable ingredients as toggle buttons ("without onion", aria-pressed), and half-and-half as
// a switch with the second half's pizza in a list and its own ingredients.
import { useLingui } from "@lingui/react/macro";
import type { Shop } from "../../contract/menu";
import { findVariant, variantAxes } from "../../domain/product-builder";
import { type BuilderState, chooseVariant, halfOptions, offered, toggle } from "./builder-choice";

type Product = Shop["products"][number];

interface Props {
  shop: Shop;
  product: Product;
  state: BuilderState;
  onChange: (next: BuilderState) => void;
}

function Segmented({
  legend,
  name,
  options,
  value,
  isOffered,
  onPick,
}: {
  legend: string;
  name: string;
  options: readonly { id: string; name: string }[];
  value: string | null;
  isOffered: (id: string) => boolean;
  onPick: (id: string) => void;
}) {
  if (options.length < 2) return null;
  return (
    <fieldset className="ops-segmented" data-testid={`phone-order-${name}`}>
      <legend className="ops-segmented__legend">{legend}</legend>
      {options.map((o) => (
        <label key={o.id} className="ops-segmented__option">
          <input type="radio" name={name} value={o.id} checked={o.id === value} disabled={!isOffered(o.id)} onChange={() => onPick(o.id)} />
          <span>{o.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Ingredients({
  product,
  removed,
  label,
  onToggle,
}: {
  product: Product;
  removed: readonly string[];
  label: string;
  onToggle: (id: string) => void;
}) {
  const { t } = useLingui();
  const removable = product.ingredients.filter((i) => i.removable);
  if (removable.length === 0) return null;
  return (
    <fieldset className="ops-ingredients">
      <legend className="ops-segmented__legend">{label}</legend>
      {removable.map((i) => {
        const name = i.name;
        const off = removed.includes(i.id);
        return (
          <button
            key={i.id}
            type="button"
            className="ops-ingredient"
            aria-pressed={off}
            aria-label={t`Without ${name}`}
            onClick={() => onToggle(i.id)}
          >
            {name}
          </button>
        );
      })}
    </fieldset>
  );
}

export function BuilderFields({ shop, product, state, onChange }: Props) {
  const { t } = useLingui();
  const half = state.half ? shop.products.find((p) => p.id === state.half?.id) : undefined;
  const variant = findVariant(product.variants, state.variantId);
  const { sizes, doughs } = variantAxes(product.variants);
  const candidates = halfOptions(shop, product, state.variantId);
  const productName = product.name;
  const halfName = half?.name ?? "";
  return (
    <div className="ops-builder" data-testid="phone-order-builder">
      {variant ? (
        <div className="ops-builder__variants">
          <Segmented
            legend={t`Size`}
            name={`size-${product.id}`}
            options={sizes}
            value={variant.sizeId}
            isOffered={(id) => product.variants.some((v) => v.sizeId === id && offered(product, half, id, v.doughId))}
            onPick={(id) => onChange(chooseVariant(state, product, half, id, variant.doughId))}
          />
          <Segmented
            legend={t`Dough`}
            name={`dough-${product.id}`}
            options={doughs}
            value={variant.doughId}
            isOffered={(id) => offered(product, half, variant.sizeId, id)}
            onPick={(id) => onChange(chooseVariant(state, product, half, variant.sizeId, id))}
          />
        </div>
      ) : null}
      <Ingredients
        product={product}
        removed={state.removed}
        label={half ? t`½ ${productName}: leave out` : t`Leave out`}
        onToggle={(id) => onChange({ ...state, removed: toggle(state.removed, id) })}
      />
      {product.halvesAllowed && (candidates.length > 0 || state.half) ? (
        <label className="ops-builder__half">
          <span className="ops-segmented__legend">{t`Half-and-half`}</span>
          <select
            data-testid="phone-order-half"
            value={state.half?.id ?? ""}
            onChange={(e) => onChange({ ...state, half: e.target.value ? { id: e.target.value, removed: [] } : null })}
          >
            <option value="">{t`Whole pizza`}</option>
            {candidates.map((p) => {
              const other = p.name;
              return (
                <option key={p.id} value={p.id}>
                  {t`½ ${productName} + ½ ${other}`}
                </option>
              );
            })}
          </select>
        </label>
      ) : null}
      {half && state.half ? (
        <Ingredients
          product={half}
          removed={state.half.removed}
          label={t`½ ${halfName}: leave out`}
          onToggle={(id) => onChange({ ...state, half: state.half && { ...state.half, removed: toggle(state.half.removed, id) } })}
        />
      ) : null}
    </div>
  );
}
