import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { toast } from "../../lib/toast";
import { MAX_LINE_AMOUNT } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { addingAtom, addToCartAtom } from "../cart/atoms";
import type { MenuProduct } from "../shop/api/get-shop";
import { cardPrice, openProductIdAtom, quickAddLine } from "./product-atoms";
import { ProductPicture } from "./product-picture";
import { useTagLabels } from "./tag-labels";
import "./product-card.css";

/**
 * A product in the menu. A tap anywhere on the card opens the product sheet: the name's button is
 * stretched over the whole card (one button per action, none nested); the add button sits above
 * it and adds a plain product at once, or opens the sheet when there are sizes, doughs or extras
 * to choose. A product whose sizes cost differently shows "from" its lowest price.
 */
export function ProductCard({ product, eager = false, priority = false }: { product: MenuProduct; eager?: boolean; priority?: boolean }) {
  const locale = useLocale();
  const { t } = useLingui();
  const tags = useTagLabels();
  const openSheet = useSetAtom(openProductIdAtom);
  const addToCart = useSetAtom(addToCartAtom);
  const adding = useAtomValue(addingAtom).has(product.id);
  const shown = cardPrice(product);
  const price = formatMoney(shown.price, locale);
  const quick = quickAddLine(product);
  const name = product.name;
  const shownTags = product.tags.filter((tag) => tag in tags).slice(0, 2);
  const open = () => openSheet(product.id);
  const add = () => {
    if (!quick) return open();
    const added = addToCart(quick);
    const max = MAX_LINE_AMOUNT;
    if (!added) toast.warning(t`At most ${max} of one item per order. For a bigger order, please call us.`);
  };
  return (
    <article className={`card product-card${product.inStopList ? " product-card--stopped" : ""}`} data-product-id={product.id}>
      <div className="product-card__media">
        <ProductPicture product={product} eager={eager} priority={priority} />
        {shownTags.length > 0 && (
          <ul className="product-card__tags" aria-label={t`Labels`}>
            {shownTags.map((tag) => (
              <li key={tag} className={`tag tag--${tag}`}>
                {tags[tag]}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <button type="button" className="product-card__open" onClick={open}>
            {product.name}
          </button>
        </h3>
        {product.portion && <p className="product-card__portion">{product.portion}</p>}
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__footer">
          {product.inStopList ? (
            <span className="product-card__unavailable">
              <Trans>Sold out today</Trans>
            </span>
          ) : (
            <button
              type="button"
              className={`product-card__add${adding ? " product-card__add--done" : ""}`}
              onClick={add}
              aria-label={
                !quick
                  ? shown.from
                    ? t`Choose ${name}, from ${price}`
                    : t`Choose ${name}, ${price}`
                  : t`Add ${name} to the cart, ${price}`
              }
            >
              {adding ? <Trans>Added</Trans> : shown.from ? t`from ${price}` : price}
              <span aria-hidden="true" className="product-card__plus">
                {adding ? "✓" : "+"}
              </span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
