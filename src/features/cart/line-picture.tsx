// A cart line's picture: the product's, or for a half-and-half pizza both halves as the product
// sheet draws them (the left half of one pizza, the right half of the other, a dashed seam). The
// other half's picture is the menu's; while the menu is not there the line shows its own whole.
import { useAtomValue } from "jotai";
import type { CartLine } from "../../domain/cart";
import { shopQueryAtom } from "../shop/api/get-shop";

type PictureLine = Pick<CartLine, "imageUrl" | "half">;

/** The other half's picture from the menu's products; undefined for a whole pizza or one the menu lacks. */
export const halfImageOf = (products: readonly { id: string; imageUrl: string }[] | undefined, line: PictureLine) =>
  line.half ? products?.find((p) => p.id === line.half?.cartProdId)?.imageUrl : undefined;

export function LinePictureView({ line, halfImage }: { line: PictureLine; halfImage: string | undefined }) {
  if (!halfImage) return <img className="cart-line__image" src={line.imageUrl} alt="" width="64" height="64" />;
  return (
    <span className="cart-line__image cart-line__halves" data-testid="cart-line-halves">
      <img className="cart-line__half cart-line__half--left" src={line.imageUrl} alt="" width="64" height="64" />
      <img className="cart-line__half cart-line__half--right" src={halfImage} alt="" width="64" height="64" />
    </span>
  );
}

export function LinePicture({ line }: { line: PictureLine }) {
  const products = useAtomValue(shopQueryAtom).data?.products;
  return <LinePictureView line={line} halfImage={halfImageOf(products, line)} />;
}
