import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { MenuProduct } from "./api/get-shop";
import { useTagLabels } from "./tag-labels";

export function ProductCard({ product, eager = false }: { product: MenuProduct; eager?: boolean }) {
  const locale = useLocale();
  const { t } = useLingui();
  const tags = useTagLabels();
  const price = formatMoney(product.price, locale);
  const shownTags = product.tags.filter((tag) => tag in tags).slice(0, 2);
  return (
    <article className={`product-card${product.inStopList ? " product-card--stopped" : ""}`}>
      <div className="product-card__media">
        <img
          src={product.imageUrl}
          alt=""
          width="300"
          height="300"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
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
        <h3 className="product-card__name">{product.name}</h3>
        {product.portion && <p className="product-card__portion">{product.portion}</p>}
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__footer">
          {product.inStopList ? (
            <span className="product-card__unavailable">
              <Trans>Sold out today</Trans>
            </span>
          ) : (
            <span className="product-card__price">{product.hasModifiers ? t`from ${price}` : price}</span>
          )}
        </div>
      </div>
    </article>
  );
}
