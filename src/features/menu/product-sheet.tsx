// The product sheet: picture, sizes and doughs, composition (removable ingredients as toggles),
// half-and-half, choose-one groups and other modifiers, and an add button showing the line's
// total (the variant's price, or the halves' by the chain's pricing, + Σ modifier price × count).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Sheet } from "../../components/sheet";
import { keepTogether } from "../../components/keep-together";
import { MAX_LINE_AMOUNT } from "../../domain/cart";
import { chooseOption, initialModifierCounts, setModifierCount } from "../../domain/modifiers";
import { formatMoney } from "../../domain/money";
import { findVariant, variantName } from "../../domain/product-builder";
import { useLocale } from "../../i18n/use-locale";
import { addToCartAtom } from "../cart/atoms";
import { type MenuProduct, type ProductForCart, type ShopResponse, shopQueryAtom } from "../shop/api/get-shop";
import { chooseVariant, halfCandidates, initialChoice, lineTotal, type SheetChoice, sheetLine, toggleIngredient } from "./builder-line";
import { HalfPicker } from "./half-picker";
import { IngredientList } from "./ingredient-list";
import { ModifierGroupRadios } from "./modifier-group";
import { ModifierRow } from "./modifier-row";
import { openProductIdAtom } from "./product-atoms";
import { SheetPicture } from "./sheet-picture";
import { VariantPicker } from "./variant-picker";
import "./product-sheet.css";
import "./product-builder.css";

export function ProductSheetHost() {
  const [openId, setOpenId] = useAtom(openProductIdAtom);
  const menu = useAtomValue(shopQueryAtom).data;
  const product = menu?.products.find((p) => p.id === openId);
  const forCart = menu?.productsForCart.find((p) => p.id === openId);
  if (!menu || !product || !forCart)
    return (
      <Sheet open={false} onClose={() => setOpenId(null)} labelledBy="product-sheet-title">
        {null}
      </Sheet>
    );
  return <ProductSheet key={openId ?? ""} product={product} forCart={forCart} menu={menu} onClose={() => setOpenId(null)} />;
}

interface SheetProps {
  product: MenuProduct;
  forCart: ProductForCart;
  menu: ShopResponse;
  onClose: () => void;
}

function ProductSheet({ product, forCart, menu, onClose }: SheetProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const addToCart = useSetAtom(addToCartAtom);
  const [choice, setChoice] = useState<SheetChoice>(() => initialChoice(product, initialModifierCounts(forCart.modifiers, forCart.groups)));
  const [halves, setHalves] = useState(false);
  const half = choice.half ? menu.products.find((p) => p.id === choice.half?.id) : undefined;
  const variant = findVariant(product.variants, choice.variantId);
  const line = sheetLine(choice, product, forCart, menu.products, menu.productsForCart, menu.halfPricing);
  const candidates = halfCandidates(menu.products, product, choice.variantId);
  const portion = variant?.portion ?? product.portion;
  // The size's portion names the size ("35 cm · 680 g"); without one, the size and dough.
  const facts = portion ?? (variant ? variantName(variant.size, variant.dough) : null);
  const title = half ? `½ ${product.name} + ½ ${half.name}` : product.name;
  const counts = choice.counts;
  const setCounts = (next: Record<string, number>) => setChoice((c) => ({ ...c, counts: next }));

  const add = () => {
    if (!line) return;
    const added = addToCart(line);
    const name = title;
    const max = MAX_LINE_AMOUNT;
    // The same dish joins its line, which may be full already.
    if (added) toast.success(t`Added to the cart: ${name}`);
    else toast.warning(t`At most ${max} of one item per order. For a bigger order, please call us.`);
    onClose();
  };

  const footer = product.inStopList ? (
    <p className="product-sheet__stopped">
      <Trans>Sold out today at this restaurant</Trans>
    </p>
  ) : (
    <button type="button" className="button button--primary button--wide" onClick={add} disabled={!line || (halves && !half)}>
      {halves && !half ? <Trans>Choose the second half</Trans> : <Trans>Add to cart</Trans>}
      <span className="product-sheet__total">{formatMoney(lineTotal(line), locale)}</span>
    </button>
  );

  const grouped = new Set(forCart.groups.map((g) => g.id));
  const single = forCart.modifiers.filter((m) => !m.groupId || !grouped.has(m.groupId));
  const productName = product.name;
  const halfName = half?.name ?? "";

  return (
    <Sheet open onClose={onClose} labelledBy="product-sheet-title" footer={footer}>
      <div className="product-sheet">
        <SheetPicture product={product} half={half} scale={variant?.imageScale ?? 1} />
        <div className="product-sheet__info">
          <h2 id="product-sheet-title" className="product-sheet__name">
            {keepTogether(title)}
          </h2>
          {facts && <p className="product-sheet__portion">{facts}</p>}
          {!half && <p className="product-sheet__description">{product.description}</p>}
          <VariantPicker
            product={product}
            half={half}
            variantId={choice.variantId}
            onPick={(sizeId, doughId) => setChoice((c) => chooseVariant(c, product, half, sizeId, doughId))}
          />
          {product.halvesAllowed && candidates.length > 0 && (
            <button
              type="button"
              className="half-toggle"
              aria-pressed={halves}
              onClick={() => {
                setHalves(!halves);
                setChoice((c) => ({ ...c, half: null }));
              }}
            >
              {halves ? <Trans>Whole pizza</Trans> : <Trans>Half-and-half</Trans>}
            </button>
          )}
          {product.ingredients.length > 0 && (
            <>
              <h3 className="product-sheet__subtitle">{half ? t`Left half: ${productName}` : t`What's inside`}</h3>
              <IngredientList
                ingredients={product.ingredients}
                removed={choice.removed}
                label={t`${productName}: ingredients`}
                onToggle={(id) => setChoice((c) => ({ ...c, removed: toggleIngredient(c.removed, id) }))}
              />
            </>
          )}
          {halves && (
            <HalfPicker
              productId={product.id}
              candidates={candidates}
              chosen={choice.half?.id ?? null}
              onChoose={(id) => setChoice((c) => ({ ...c, half: { id, removed: [] } }))}
            />
          )}
          {half && half.ingredients.length > 0 && (
            <>
              <h3 className="product-sheet__subtitle">{t`Right half: ${halfName}`}</h3>
              <IngredientList
                ingredients={half.ingredients}
                removed={choice.half?.removed ?? []}
                label={t`${halfName}: ingredients`}
                onToggle={(id) =>
                  setChoice((c) => (c.half ? { ...c, half: { ...c.half, removed: toggleIngredient(c.half.removed, id) } } : c))
                }
              />
            </>
          )}
          {!halves &&
            forCart.groups.map((g) => (
              <ModifierGroupRadios
                key={g.id}
                productId={product.id}
                group={g}
                options={forCart.modifiers.filter((m) => m.groupId === g.id)}
                counts={counts}
                onChoose={(id) => setCounts(chooseOption(counts, forCart.modifiers, g, id))}
              />
            ))}
          {!halves && single.length > 0 && (
            <>
              <h3 className="product-sheet__subtitle">
                <Trans>Make it yours</Trans>
              </h3>
              <ul className="product-sheet__modifiers">
                {single.map((m) => (
                  <ModifierRow
                    key={m.id}
                    modifier={m}
                    count={counts[m.id] ?? 0}
                    onChange={(n) => setCounts(setModifierCount(counts, m, n))}
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
