// The menu a staff member takes the caller's products from: the restaurant's menu by folder (the
// site's, GET /api/shop), sold-out products and modifiers marked and not offered. A product with
// anything to choose (a pizza's size, dough, ingredients or halves; modifiers) opens its choice
// first (product-choice.tsx), as the site's product sheet does; a plain one is added at once.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import type { Shop } from "../../contract/menu";
import type { Locale } from "../../domain/locales";
import { formatMoney } from "../../domain/money";
import { hasChoice } from "./builder-choice";
import type { DraftLine } from "./draft";
import { ProductChoice } from "./product-choice";

interface Props {
  shop: Shop;
  onAdd: (line: Omit<DraftLine, "key" | "count">) => void;
}

export function MenuPicker({ shop, onAdd }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [open, setOpen] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const modifiersOf = new Map(shop.productsForCart.map((p) => [p.id, p.modifiers]));
  const wanted = filter.trim().toLocaleLowerCase();
  return (
    <div className="ops-phone-order__menu" data-testid="phone-order-menu">
      <Input header={t`Find a product`} value={filter} onChange={(e) => setFilter(e.target.value)} />
      {shop.folders.map((folder) => {
        const products = shop.products.filter((p) => p.parentId === folder.id && p.name.toLocaleLowerCase().includes(wanted));
        if (products.length === 0) return null;
        return (
          <section key={folder.id}>
            <h3 className="ops-phone-order__folder">{folder.name}</h3>
            {products.map((p) => {
              const modifiers = modifiersOf.get(p.id) ?? [];
              return (
                <div
                  key={p.id}
                  className="ops-phone-order__product"
                  data-testid={`phone-order-product-${p.id}`}
                  data-stopped={p.inStopList}
                >
                  <div className="ops-phone-order__product-line">
                    <span>
                      {p.name} · {formatMoney(p.price, locale)}
                      {p.inStopList ? (
                        <span className="ops-phone-order__sold-out">
                          {" "}
                          <Trans>sold out</Trans>
                        </span>
                      ) : null}
                    </span>
                    <Button
                      size="s"
                      mode="bezeled"
                      type="button"
                      disabled={p.inStopList}
                      aria-label={t`Add ${p.name}`}
                      onClick={() =>
                        hasChoice(p, modifiers.length)
                          ? setOpen(p.id)
                          : onAdd({ productId: p.id, name: p.name, price: p.price, modifiers: [] })
                      }
                    >
                      +
                    </Button>
                  </div>
                  {open === p.id ? <ProductChoice shop={shop} product={p} onAdd={onAdd} onClose={() => setOpen(null)} /> : null}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
