// One order on the kitchen's wall: a large tile with its number, delivery or pickup, the slot, a
// timer since it reached its status, its lines (size and dough, both halves, modifiers, what is left
// out) and what the customer asked (change, contactless, cutlery). A tap on the tile moves it on
// (confirmed → cooking → ready); the ticket and receipt buttons print it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { KitchenOrder } from "../../contract/kitchen";
import type { Locale } from "../../domain/locales";
import { DELIVERY } from "../../domain/order-type";
import { STATUS } from "../../domain/order-status";
import { deliveryNotes, lineRemovals, lineTitle } from "../../domain/line-text";
import { money, time } from "../format";
import { useLineWords } from "../shared/line-words";
import { usePromoText } from "./promo-words";
import { elapsed } from "./use-now";

interface Props {
  order: KitchenOrder;
  now: number;
  busy: boolean;
  onBump: () => void;
  onPrint: (kind: "ticket" | "receipt") => void;
}

/** Minutes after which a tile's timer turns red. */
const LATE_MINUTES = 20;

export function KitchenTile({ order, now, busy, onBump, onPrint }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useLineWords();
  const notes = deliveryNotes(order, words.delivery, (sum) => money(sum, locale));
  const promo = usePromoText(order);
  const cooking = order.statusCode === STATUS.cooking;
  const step = cooking ? t`Mark ready` : t`Start cooking`;
  const late = now - Date.parse(order.statusAt) > LATE_MINUTES * 60_000;
  const slot = order.slot ? time(order.slot, locale) : null;
  return (
    <article
      className={`kitchen-tile kitchen-tile--${cooking ? "cooking" : "confirmed"}${late ? " kitchen-tile--late" : ""}`}
      data-testid={`kitchen-tile-${order.orderId}`}
      data-status={order.statusCode}
    >
      <button type="button" className="kitchen-tile__bump" onClick={onBump} disabled={busy} aria-label={`${step} #${order.orderId}`}>
        <span className="kitchen-tile__head">
          <span className="kitchen-tile__number">#{order.orderId}</span>
          <span className="kitchen-tile__timer" role="timer" aria-label={t`Time in this status`}>
            {elapsed(order.statusAt, now)}
          </span>
        </span>
        <span className="kitchen-tile__meta">
          {cooking ? t`Cooking` : t`Accepted`} · {order.orderTypeId === DELIVERY ? t`Delivery` : t`Pickup`}
          {slot ? ` · ${t`for ${slot}`}` : ""}
        </span>
        <ul className="kitchen-tile__lines">
          {order.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder.
            <li key={i}>
              <b>{line.count} ×</b> {lineTitle(line)}
              {line.gift && <span className="kitchen-tile__gift"> · {promo.gift}</span>}
              {line.modifiers.length + line.removed.length + (line.half?.removed.length ?? 0) > 0 && (
                <ul className="kitchen-tile__modifiers">
                  {line.modifiers.map((m, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line's modifiers never reorder.
                    <li key={j}>
                      + {m.count > 1 ? `${m.count} × ` : ""}
                      {m.name}
                    </li>
                  ))}
                  {lineRemovals(line, words.line).map((text) => (
                    <li key={text} className="kitchen-tile__removed">
                      − {text}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {promo.line && (
          <span className="kitchen-tile__promo" data-testid={`kitchen-promo-${order.orderId}`}>
            {promo.line}
          </span>
        )}
        {promo.points && (
          <span className="kitchen-tile__promo" data-testid={`kitchen-points-${order.orderId}`}>
            {promo.points}
          </span>
        )}
        {notes.length > 0 && <span className="kitchen-tile__notes">{notes.join(" · ")}</span>}
        {order.comment && <span className="kitchen-tile__comment">{order.comment}</span>}
        <span className="kitchen-tile__step">{step}</span>
      </button>
      <span className="kitchen-tile__print">
        <button type="button" onClick={() => onPrint("ticket")} aria-label={t`Print the ticket of #${order.orderId}`}>
          <Trans>Ticket</Trans>
        </button>
        <button type="button" onClick={() => onPrint("receipt")} aria-label={t`Print the receipt of #${order.orderId}`}>
          <Trans>Receipt</Trans>
        </button>
      </span>
    </article>
  );
}
