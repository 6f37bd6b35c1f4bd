// What a promotion is about, from the current menu: its products as small cards (a tap opens the
// product sheet) and a way to its menu folder (the menu follows the hash).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { Link } from "wouter";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { type MenuProduct, shopQueryAtom } from "../shop/api/get-shop";
import { openProductIdAtom } from "../menu/product-atoms";
import { menuFolderHref } from "./menu-link";

interface Props {
  productIds: readonly string[];
  folderId: number | null;
}

export function PromotionMenu({ productIds, folderId }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: menu, isPending } = useAtomValue(shopQueryAtom);
  if (productIds.length === 0 && folderId === null) return null;

  // Only what the current restaurant's menu has; the order is the promotion's.
  const products = productIds.flatMap((id) => menu?.products.find((p) => p.id === id) ?? []);
  const folderName = folderId === null ? undefined : menu?.folders.find((f) => f.id === folderId)?.name;

  return (
    <section className="card promo-menu" aria-labelledby="promo-menu-title">
      <h2 id="promo-menu-title" className="promo-menu__title">
        <Trans>In the menu</Trans>
      </h2>
      {isPending && productIds.length > 0 ? (
        <ul className="promo-products" aria-busy="true" aria-label={t`Loading`}>
          {productIds.slice(0, 4).map((id) => (
            <li key={id} className="promo-product promo-product--skeleton skeleton" />
          ))}
        </ul>
      ) : (
        products.length > 0 && (
          <ul className="promo-products">
            {products.map((product) => (
              <li key={product.id}>
                <PromotionProduct product={product} />
              </li>
            ))}
          </ul>
        )
      )}
      {folderId !== null && (
        <Link href={menuFolderHref(locale, folderId)} className="button button--primary promo-menu__folder">
          {folderName ? t`Open “${folderName}” in the menu` : t`Open the menu`}
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </section>
  );
}

function PromotionProduct({ product }: { product: MenuProduct }) {
  const { t } = useLingui();
  const locale = useLocale();
  const open = useSetAtom(openProductIdAtom);
  const price = formatMoney(product.price, locale);
  return (
    <button type="button" className="promo-product" onClick={() => open(product.id)} data-product-id={product.id}>
      <img src={product.imageUrl} alt="" width="72" height="72" loading="lazy" decoding="async" />
      <span className="promo-product__text">
        <span className="promo-product__name">{product.name}</span>
        {product.inStopList ? (
          <span className="promo-product__price promo-product__price--out">
            <Trans>Sold out today</Trans>
          </span>
        ) : (
          <span className="promo-product__price">{product.hasModifiers ? t`from ${price}` : price}</span>
        )}
      </span>
      {!product.inStopList && (
        <span className="promo-product__plus" aria-hidden="true">
          +
        </span>
      )}
    </button>
  );
}
