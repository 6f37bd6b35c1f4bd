// A product's choice before it is added to an order by phone, within the domain's rules as the
// site's product sheet applies them: a pizza's size, dough, left-out ingredients and other half
// (builder-fields.tsx), then the modifiers (required ones fixed, counts bounded, one option of a
// combo's choose-one group; none on a half-and-half). The add button carries the line's price,
// which follows every change.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import type { Shop } from "../../contract/menu";
import type { Locale } from "../../domain/locales";
import { chooseOption, initialModifierCounts, maxCount, minCount, priceWithModifiers, setModifierCount } from "../../domain/modifiers";
import { formatMoney } from "../../domain/money";
import { BuilderFields } from "./builder-fields";
import { builderLine, initialBuilder } from "./builder-choice";
import type { DraftLine } from "./draft";

type Product = Shop["products"][number];
type Modifier = Shop["productsForCart"][number]["modifiers"][number];

interface Props {
  shop: Shop;
  product: Product;
  onAdd: (line: Omit<DraftLine, "key" | "count">) => void;
  onClose: () => void;
}

export function ProductChoice({ shop, product, onAdd, onClose }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const forCart = shop.productsForCart.find((p) => p.id === product.id);
  const modifiers = forCart?.modifiers ?? [];
  const groups = forCart?.groups ?? [];
  const [counts, setCounts] = useState(() => initialModifierCounts(modifiers, groups));
  const [builder, setBuilder] = useState(() => initialBuilder(product));
  // An option of a choose-one group (a combo's drink) replaces the group's other option.
  const change = (m: Modifier, count: number) =>
    setCounts((c) => {
      const group = groups.find((g) => g.id === m.groupId);
      if (!group) return setModifierCount(c, m, count);
      return count > 0 || group.max > 1 ? chooseOption(c, modifiers, group, m.id) : c;
    });
  const chosen = modifiers.map((m) => ({ id: m.id, name: m.name, price: m.price, count: counts[m.id] ?? 0 }));
  const stoppedChosen = !builder.half && modifiers.some((m) => m.inStopList && (counts[m.id] ?? 0) > 0);
  const line = builderLine(shop, product, builder, chosen);
  const price = formatMoney(line ? priceWithModifiers(line.price, line.modifiers) : 0, locale);
  return (
    <div className="ops-phone-order__choice" data-testid="phone-order-choice">
      <BuilderFields shop={shop} product={product} state={builder} onChange={setBuilder} />
      {builder.half
        ? null
        : modifiers.map((m) => (
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
          aria-label={t`Add for ${price}`}
          disabled={stoppedChosen || !line}
          onClick={() => {
            if (!line) return;
            onAdd(line);
            onClose();
          }}
        >
          <Trans>Add for {price}</Trans>
        </Button>
      </div>
    </div>
  );
}
