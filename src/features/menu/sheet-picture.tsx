// The sheet's picture: drawn at the chosen size's scale (a small pizza looks smaller); a
// half-and-half shows the left half of one pizza and the right half of the other.
import type { CSSProperties } from "react";
import type { MenuProduct } from "../shop/api/get-shop";

export function SheetPicture({ product, half, scale }: { product: MenuProduct; half: MenuProduct | undefined; scale: number }) {
  const style = { "--picture-scale": String(scale) } as CSSProperties;
  return (
    <div className={`sheet-picture${half ? " sheet-picture--halves" : ""}`} style={style} data-scale={scale}>
      <img className="sheet-picture__image sheet-picture__left" src={product.imageUrl} alt="" width="400" height="400" />
      {half && <img className="sheet-picture__image sheet-picture__right" src={half.imageUrl} alt="" width="400" height="400" />}
    </div>
  );
}
