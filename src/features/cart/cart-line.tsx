import { Trans, useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { type MouseEvent, useState } from "react";
import { flushSync } from "react-dom";
import { Toaster, toast } from "../../lib/toast";
import type { ReconciledLine } from "../../domain/cart-reconcile";
import { MAX_LINE_AMOUNT } from "../../domain/cart";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import { useScreen } from "../../lib/screen";
import { type RemovedLine, removeLineAtom, restoreLineAtom, setAmountAtom } from "./atoms";
import { useChoiceText } from "./choice-text";
import { LinePicture } from "./line-picture";
import { keepTogether } from "../../components/keep-together";

const CART_TOASTS = "cart";
const UNDO_MS = 6000;

/** The cart's own toasts (an undo), inside its modal sheet, where the page's toasts cannot show. */
export function CartToaster() {
  // Never over the totals: on phones at the top, over the dimmed page above the bottom sheet; on
  // wider screens within the cart's side drawer (440 px), above its footer.
  const { mobile } = useScreen();
  return (
    <Toaster
      id={CART_TOASTS}
      position={mobile ? "top-center" : "bottom-right"}
      closeButton
      offset={{ bottom: 190, right: 42 }}
      mobileOffset={{ top: 12 }}
    />
  );
}

export function CartLineItem({ item, known }: { item: ReconciledLine; known: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const setAmount = useSetAtom(setAmountAtom);
  const remove = useSetAtom(removeLineAtom);
  const restore = useSetAtom(restoreLineAtom);
  const [tooMany, setTooMany] = useState(false);
  const choiceText = useChoiceText();
  const { line, status } = item;
  const unavailable = status !== "ok";
  // A half-and-half reads "½ A + ½ B"; the size and dough and what is left out follow.
  const { title, details } = choiceText({ name: line.name, variant: line.variantName, removed: line.removed, half: line.half });
  const name = title;
  const max = MAX_LINE_AMOUNT;
  const was = line.previousUnitPrice === undefined ? "" : formatMoney(line.previousUnitPrice, locale);

  // A removed line can be put back for a few seconds, at its place, as it was.
  // Focus, which was on the removed line's button, moves to the next line's (else the previous
  // line's) remove button, or with no line left to the sheet's close button.
  const removing = (e: MouseEvent<HTMLButtonElement>, act: () => RemovedLine | null) => {
    const item = e.currentTarget.closest("li");
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling ?? null;
    const dialog = e.currentTarget.closest("dialog");
    let removed: RemovedLine | null = null;
    flushSync(() => {
      removed = act();
    });
    if (!removed) return;
    const next = neighbour?.isConnected ? neighbour.querySelector<HTMLElement>(".cart-line__remove") : null;
    (next ?? dialog?.querySelector<HTMLElement>(".sheet__close"))?.focus();
    offerUndo(removed);
  };
  const offerUndo = (removed: RemovedLine | null) => {
    if (!removed) return;
    toast(t`Removed: ${name}`, {
      toasterId: CART_TOASTS,
      id: `removed-${removed.line.id}`,
      duration: UNDO_MS,
      action: { label: t`Undo`, onClick: () => restore(removed) },
    });
  };
  const less = (e: MouseEvent<HTMLButtonElement>) => {
    setTooMany(false);
    if (line.amount > 1) setAmount({ lineId: line.id, amount: line.amount - 1 });
    else removing(e, () => setAmount({ lineId: line.id, amount: 0 }));
  };
  const more = () => {
    if (line.amount >= max) return setTooMany(true);
    setAmount({ lineId: line.id, amount: line.amount + 1 });
  };

  return (
    <li className={`cart-line${unavailable ? " cart-line--unavailable" : ""}`} data-cart-product={line.cartProdId}>
      <LinePicture line={line} />
      <div className="cart-line__main">
        <p className="cart-line__name">{keepTogether(name)}</p>
        {details.length > 0 && <p className="cart-line__choice">{details.join(" · ")}</p>}
        {line.modifiers.length > 0 && (
          <p className="cart-line__modifiers">{line.modifiers.map((m) => (m.count > 1 ? `${m.name} × ${m.count}` : m.name)).join(", ")}</p>
        )}
        {status === "stopped" && (
          <p className="cart-line__note">
            <Trans>Sold out today: not included in the total</Trans>
          </p>
        )}
        {status === "gone" && (
          <p className="cart-line__note">
            <Trans>No longer on the menu: not included in the total</Trans>
          </p>
        )}
        {!unavailable && line.previousUnitPrice !== undefined && (
          <p className="cart-line__note cart-line__note--info">{t`New price: was ${was}`}</p>
        )}
        <div className="cart-line__controls">
          {!unavailable && (
            <div className="stepper" role="group" aria-label={t`Amount of ${name}`}>
              <button type="button" className="stepper__button" onClick={less} aria-label={t`One less ${name}`}>
                −
              </button>
              <output className="stepper__value">{line.amount}</output>
              {/* Not disabled at the most: a tap says why no more can be added. */}
              <button
                type="button"
                className={`stepper__button${line.amount >= max ? " stepper__button--at-most" : ""}`}
                onClick={more}
                aria-label={t`One more ${name}`}
              >
                +
              </button>
            </div>
          )}
          <button
            type="button"
            className="cart-line__remove"
            onClick={(e) => removing(e, () => remove(line.id))}
            aria-label={t`Remove ${name}`}
            title={t`Remove`}
          >
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
            </svg>
          </button>
          {known && !unavailable && <span className="cart-line__total">{formatMoney(item.lineTotal, locale)}</span>}
        </div>
        <p className="cart-line__limit" role="status">
          {tooMany && line.amount >= max ? t`At most ${max} of one item per order. For a bigger order, please call us.` : null}
        </p>
      </div>
    </li>
  );
}
