// The menu a staff member takes the caller's products from: the restaurant's menu by folder (the
// site's, GET /api/shop), sold-out products and modifiers marked and not offered. A
// product with modifiers opens its choice first, within the domain's rules (required ones fixed,
// counts bounded, one option of a combo's choose-one group), as the site's product sheet does.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import type { Shop } from "../../contract/menu";
import type { Locale } from "../../domain/locales";
import { chooseOption, initialModifierCounts, maxCount, minCount, priceWithModifiers, setModifierCount } from "../../domain/modifiers";
import { formatMoney } from "../../domain/money";
import type { DraftLine } from "./draft";

type Product = Shop["products"][number];
type Modifier = Shop["productsForCart"][number]["modifiers"][number];
type Group = Shop["productsForCart"][number]["groups"][number];

interface Props {
  shop: Shop;
  onAdd: (line: Omit<DraftLine, "key" | "count">) => void;
}

function ModifierChoice({
  product,
  modifiers,
  groups,
  onAdd,
  onClose,
}: {
  product: Product;
  modifiers: Modifier[];
  groups: Group[];
  onAdd: Props["onAdd"];
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [counts, setCounts] = useState(() => initialModifierCounts(modifiers, groups));
  // An option of a choose-one group (a combo's drink) replaces the group's other option.
  const change = (m: Modifier, count: number) =>
    setCounts((c) => {
      const group = groups.find((g) => g.id === m.groupId);
      if (!group) return setModifierCount(c, m, count);
      return count > 0 || group.max > 1 ? chooseOption(c, modifiers, group, m.id) : c;
    });
  const chosen = modifiers.map((m) => ({ id: m.id, name: m.name, price: m.price, count: counts[m.id] ?? 0 }));
  const stoppedChosen = modifiers.some((m) => m.inStopList && (counts[m.id] ?? 0) > 0);
  return (
    <div className="ops-phone-order__choice" data-testid="phone-order-choice">
      {modifiers.map((m) => (
        <div key={m.id} className="ops-phone-order__modifier" data-stopped={m.inStopList}>
          <span>
            {m.name} {m.price > 0 ? `+${formatMoney(m.price, locale)}` : ""} {m.inStopList ? <Trans>(sold out)</Trans> : null}
          </span>
          <Input
            type="number"
            aria-label={m.name}
            data-testid={`phone-order-modifier-${m.id}`}
            min={minCount(m)}
            max={maxCount(m)}
            disabled={m.isRequired || (m.inStopList && (counts[m.id] ?? 0) === 0)}
            value={String(counts[m.id] ?? 0)}
            onChange={(e) => change(m, Number(e.target.value))}
          />
        </div>
      ))}
      <div className="ops-actions">
        <Button size="s" mode="gray" type="button" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          size="s"
          type="button"
          data-testid="phone-order-choice-add"
          disabled={stoppedChosen}
          onClick={() => {
            onAdd({ productId: product.id, name: product.name, price: product.price, modifiers: chosen });
            onClose();
          }}
        >
          <Trans>Add for {formatMoney(priceWithModifiers(product.price, chosen), locale)}</Trans>
        </Button>
      </div>
    </div>
  );
}

export function MenuPicker({ shop, onAdd }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [open, setOpen] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const modifiersOf = new Map(shop.productsForCart.map((p) => [p.id, p.modifiers]));
  const groupsOf = new Map(shop.productsForCart.map((p) => [p.id, p.groups]));
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
                        modifiers.length > 0 ? setOpen(p.id) : onAdd({ productId: p.id, name: p.name, price: p.price, modifiers: [] })
                      }
                    >
                      +
                    </Button>
                  </div>
                  {open === p.id ? (
                    <ModifierChoice
                      product={p}
                      modifiers={modifiers}
                      groups={groupsOf.get(p.id) ?? []}
                      onAdd={onAdd}
                      onClose={() => setOpen(null)}
                    />
                  ) : null}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
