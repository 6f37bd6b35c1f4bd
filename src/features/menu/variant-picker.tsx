// Sizes and doughs as two segmented controls (radio groups). A dough not made in the chosen size,
// or a size or dough the other half is not made in, is off.
import { useLingui } from "@lingui/react/macro";
import { findVariant, variantAxes } from "../../domain/product-builder";
import type { MenuProduct } from "../shop/api/get-shop";
import { variantOffered } from "./builder-line";

interface Props {
  product: MenuProduct;
  half: MenuProduct | undefined;
  variantId: string | null;
  onPick: (sizeId: string, doughId: string | null) => void;
}

export function VariantPicker({ product, half, variantId, onPick }: Props) {
  const { t } = useLingui();
  const current = findVariant(product.variants, variantId);
  if (!current || product.variants.length < 2) return null;
  const { sizes, doughs } = variantAxes(product.variants);
  return (
    <div className="variant-picker">
      {sizes.length > 1 && (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t`Size`}</legend>
          {sizes.map((s) => (
            <label key={s.id} className="segmented__option">
              <input
                type="radio"
                name={`size-${product.id}`}
                checked={s.id === current.sizeId}
                disabled={!sizeAnyDough(product, half, s.id)}
                onChange={() => onPick(s.id, current.doughId)}
              />
              <span>{s.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {doughs.length > 1 && (
        <fieldset className="segmented">
          <legend className="visually-hidden">{t`Dough`}</legend>
          {doughs.map((d) => (
            <label key={d.id} className="segmented__option">
              <input
                type="radio"
                name={`dough-${product.id}`}
                checked={d.id === current.doughId}
                disabled={!variantOffered(product, half, current.sizeId, d.id)}
                onChange={() => onPick(current.sizeId, d.id)}
              />
              <span>{d.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

/** A size can be chosen when the product (and the other half) is made in it in some dough. */
const sizeAnyDough = (product: MenuProduct, half: MenuProduct | undefined, sizeId: string) =>
  product.variants.some((v) => v.sizeId === sizeId && variantOffered(product, half, v.sizeId, v.doughId));
