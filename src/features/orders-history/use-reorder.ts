// "Order again" as a customer sees it: the old order's prices are read (to tell what costs more
// now), its lines go into the cart by the cart's rules against the menu on screen, a toast says
// what was added, left out or dearer, and the cart opens.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useAtomCallback } from "jotai/utils";
import { useCallback, useState } from "react";
import { toast } from "../../lib/toast";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { cartLinesAtom, cartOpenAtom } from "../cart/atoms";
import { shopQueryAtom } from "../shop/api/get-shop";
import { getPastOrderLines } from "./api/get-order-prices";
import type { ListedOrder } from "./api/list-orders";
import { type PastLine, reorder } from "./reorder";

export function useReorder() {
  const { t } = useLingui();
  const locale = useLocale();
  const menu = useAtomValue(shopQueryAtom).data;
  const [busy, setBusy] = useState<number | null>(null);

  const apply = useAtomCallback(
    useCallback(
      (get, set, past: PastLine[]) => {
        if (!menu) return null;
        const result = reorder(get(cartLinesAtom), past, menu, Date.now());
        if (result.added > 0) {
          set(cartLinesAtom, result.lines);
          set(cartOpenAtom, true);
        }
        return result;
      },
      [menu],
    ),
  );

  const run = async (item: ListedOrder) => {
    if (busy !== null) return;
    if (!menu) return void toast.error(t`The menu is still loading. Try again in a moment.`);
    setBusy(item.order.orderId);
    let past: PastLine[] = item.order.products;
    try {
      past = (await getPastOrderLines(item.order.orderId)).map((l) => ({
        id: l.id,
        name: l.name,
        count: l.count,
        priceWithModifiers: l.priceWithModifiers,
        modifiers: l.modifiers.map((m) => ({ id: m.id, count: m.count })),
        variantId: l.variant?.id ?? null,
        removed: l.removed.map((r) => r.id),
        half: l.half && { id: l.half.id, removed: l.half.removed.map((r) => r.id) },
      }));
    } catch {
      // Without the old prices the lines still go back; only the price comparison is skipped.
    } finally {
      setBusy(null);
    }
    const result = apply(past);
    if (!result) return;
    const notes: string[] = [];
    const names = result.leftOut.join(", ");
    const count = result.added;
    if (names) notes.push(t`Not available now, left out: ${names}`);
    if (result.pricier.length) {
      const list = result.pricier.map((p) => `${p.name} (${formatMoney(p.before, locale)} → ${formatMoney(p.now, locale)})`).join(", ");
      notes.push(t`Costs more now: ${list}`);
    }
    const description = notes.join(" ") || undefined;
    const added = t`Added to the cart: ${plural(count, { one: "# item", other: "# items" })}`;
    if (count === 0) toast.error(t`Nothing from this order can be ordered now`, { description });
    else if (notes.length) toast.warning(added, { description, duration: 8000 });
    else toast.success(added);
  };

  return { reorder: run, busy };
}
