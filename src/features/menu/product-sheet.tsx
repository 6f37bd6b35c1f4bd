// The product sheet: picture, description, modifiers and an add button showing the line's total
// (base price + Σ modifier price × count).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Sheet } from "../../components/sheet";
import { MAX_LINE_AMOUNT } from "../../domain/cart";
import { initialModifierCounts, priceWithModifiers, setModifierCount } from "../../domain/modifiers";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { addToCartAtom } from "../cart/atoms";
import { type MenuProduct, type ProductForCart, shopQueryAtom } from "../shop/api/get-shop";
import { ModifierRow } from "./modifier-row";
import { openProductIdAtom } from "./product-atoms";
import "./product-sheet.css";

export function ProductSheetHost() {
  const [openId, setOpenId] = useAtom(openProductIdAtom);
  const menu = useAtomValue(shopQueryAtom).data;
  const product = menu?.products.find((p) => p.id === openId);
  const forCart = menu?.productsForCart.find((p) => p.id === openId);
  return <ProductSheet key={openId ?? ""} product={product} forCart={forCart} onClose={() => setOpenId(null)} />;
}

interface SheetProps {
  product: MenuProduct | undefined;
  forCart: ProductForCart | undefined;
  onClose: () => void;
}

function ProductSheet({ product, forCart, onClose }: SheetProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const addToCart = useSetAtom(addToCartAtom);
  const [counts, setCounts] = useState(() => initialModifierCounts(forCart?.modifiers ?? []));
  if (!product || !forCart)
    return (
      <Sheet open={false} onClose={onClose} labelledBy="product-sheet-title">
        {null}
      </Sheet>
    );

  const chosen = forCart.modifiers.map((m) => ({ ...m, count: counts[m.id] ?? 0 }));
  const total = priceWithModifiers(forCart.price, chosen);
  const add = () => {
    const added = addToCart({
      cartProdId: product.id,
      name: product.name,
      imageUrl: product.imageUrl,
      price: forCart.price,
      modifiers: chosen.filter((m) => m.count > 0).map(({ id, name, price, count }) => ({ id, name, price, count })),
    });
    const name = product.name;
    const max = MAX_LINE_AMOUNT;
    // Without extras chosen the product joins its plain line, which may be full already.
    if (added) toast.success(t`Added to the cart: ${name}`);
    else toast.warning(t`At most ${max} of one item per order. For a bigger order, please call us.`);
    onClose();
  };

  const footer = product.inStopList ? (
    <p className="product-sheet__stopped">
      <Trans>Sold out today at this restaurant</Trans>
    </p>
  ) : (
    <button type="button" className="button button--primary button--wide" onClick={add}>
      <Trans>Add to cart</Trans>
      <span className="product-sheet__total">{formatMoney(total, locale)}</span>
    </button>
  );

  return (
    <Sheet open onClose={onClose} labelledBy="product-sheet-title" footer={footer}>
      <div className="product-sheet">
        <img className="product-sheet__image" src={product.imageUrl} alt="" width="400" height="400" />
        <div className="product-sheet__info">
          <h2 id="product-sheet-title" className="product-sheet__name">
            {product.name}
          </h2>
          {product.portion && <p className="product-sheet__portion">{product.portion}</p>}
          <p className="product-sheet__description">{product.description}</p>
          {forCart.modifiers.length > 0 && (
            <>
              <h3 className="product-sheet__subtitle">
                <Trans>Make it yours</Trans>
              </h3>
              <ul className="product-sheet__modifiers">
                {forCart.modifiers.map((m) => (
                  <ModifierRow
                    key={m.id}
                    modifier={m}
                    count={counts[m.id] ?? 0}
                    onChange={(n) => setCounts((c) => setModifierCount(c, m, n))}
                  />
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </Sheet>
  );
}
