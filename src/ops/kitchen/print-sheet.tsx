// What the kitchen prints on thermal paper (58 or 80 mm, print.css): the kitchen ticket (the number,
// delivery or pickup, the slot, the lines with their size, halves, modifiers and left-out
// ingredients, the promo code and points paid, change / contactless / cutlery, the comment) and the
// customer's receipt (the restaurant, the lines with prices, the promo discount and points paid,
// delivery, total, payment, where it goes). The sheet is drawn outside the console's root, and only
// it is printed; the page is sized to it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { KitchenBoard, KitchenOrder } from "../../contract/kitchen";
import { deliveryNotes, lineRemovals, lineTitle } from "../../domain/line-text";
import type { Locale } from "../../domain/locales";
import { DELIVERY } from "../../domain/order-type";
import { dateTime, money, time } from "../format";
import { useLineWords } from "../shared/line-words";
import { useAddressText } from "./address-text";
import { usePromoText } from "./promo-words";
import "./print.css";

export interface PrintJob {
  kind: "ticket" | "receipt";
  order: KitchenOrder;
  /** Told apart from an earlier job of the same order (printing it twice). */
  id: number;
}

const MM_PER_PX = 25.4 / 96;

/** Prints the job once it is drawn, then calls onDone. */
export function PrintSheet({ job, board, onDone }: { job: PrintJob | null; board: KitchenBoard; onDone: () => void }) {
  const sheet = useRef<HTMLDivElement>(null);
  const paper = board.printing.paperMm;
  useEffect(() => {
    if (!job || !sheet.current) return;
    const height = Math.ceil(sheet.current.getBoundingClientRect().height * MM_PER_PX) + 8;
    const page = document.createElement("style");
    page.textContent = `@page { size: ${paper}mm ${Math.max(height, 40)}mm; margin: 0; }`;
    document.head.append(page);
    document.documentElement.classList.add("ops-printing");
    window.print();
    document.documentElement.classList.remove("ops-printing");
    page.remove();
    onDone();
  }, [job, paper, onDone]);
  if (!job) return null;
  return createPortal(
    <div ref={sheet} className={`ops-print ops-print--${paper}`} data-testid={`print-${job.kind}`} data-order={job.order.orderId}>
      {job.kind === "ticket" ? <Ticket order={job.order} /> : <Receipt order={job.order} board={board} />}
    </div>,
    document.body,
  );
}

function Lines({ order, prices }: { order: KitchenOrder; prices: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useLineWords();
  const promo = usePromoText(order);
  return (
    <ul className="ops-print__lines">
      {order.lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder.
        <li key={i}>
          <span className="ops-print__row">
            <b>
              {line.count} × {lineTitle(line)}
            </b>
            {prices && <span>{line.gift ? promo.free : money(line.price * line.count, locale)}</span>}
          </span>
          {line.gift && <span className="ops-print__modifier">★ {promo.gift}</span>}
          {line.modifiers.map((m, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a line's modifiers never reorder.
            <span key={j} className="ops-print__modifier">
              + {m.count > 1 ? `${m.count} × ` : ""}
              {m.name}
            </span>
          ))}
          {lineRemovals(line, words.line).map((text) => (
            <span key={text} className="ops-print__modifier">
              − {text}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** Change, contactless, cutlery: what the customer asked for the hand-over. */
function Notes({ order }: { order: KitchenOrder }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const notes = deliveryNotes(order, useLineWords().delivery, (sum) => money(sum, locale));
  if (!notes.length) return null;
  return (
    <>
      <hr />
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  );
}

/** The promo code and what it took off, and the points paid, on the ticket; none without them. */
function PromoNote({ order }: { order: KitchenOrder }) {
  const { line, points } = usePromoText(order);
  return (
    <>
      {line && <p data-testid="print-promo">{line}</p>}
      {points && <p data-testid="print-points">{points}</p>}
    </>
  );
}

function Ticket({ order }: { order: KitchenOrder }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const slot = order.slot ? time(order.slot, locale) : null;
  return (
    <>
      <p className="ops-print__big">#{order.orderId}</p>
      <p className="ops-print__center">
        {order.orderTypeId === DELIVERY ? t`Delivery` : t`Pickup`} · {slot ? t`for ${slot}` : t`as soon as possible`}
      </p>
      <p className="ops-print__center">{dateTime(order.createdAt, locale)}</p>
      <hr />
      <Lines order={order} prices={false} />
      <PromoNote order={order} />
      <Notes order={order} />
      {order.comment && (
        <>
          <hr />
          <p>
            <Trans>Comment:</Trans> {order.comment}
          </p>
        </>
      )}
    </>
  );
}

function Receipt({ order, board }: { order: KitchenOrder; board: KitchenBoard }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const addressText = useAddressText();
  const promo = usePromoText(order);
  const payment = order.paymentType === "cash" ? t`Cash` : order.paymentType === "card" ? t`Card on delivery` : t`Paid online`;
  return (
    <>
      <p className="ops-print__center ops-print__title">{board.restaurant.name}</p>
      <p className="ops-print__center">{board.restaurant.address}</p>
      <p className="ops-print__center">{board.restaurant.phone}</p>
      <hr />
      <p className="ops-print__row">
        <b>{t`Order No. ${order.orderId}`}</b>
        <span>{dateTime(order.createdAt, locale)}</span>
      </p>
      <Lines order={order} prices />
      <hr />
      <p className="ops-print__row">
        <span>{t`Subtotal`}</span>
        <span>{money(order.subtotal, locale)}</span>
      </p>
      {order.discount > 0 && (
        <p className="ops-print__row" data-testid="print-discount">
          <span>{promo.code}</span>
          <span>−{money(order.discount, locale)}</span>
        </p>
      )}
      {order.pointsSpent > 0 && (
        <p className="ops-print__row" data-testid="print-points-row">
          <span>{promo.pointsRow}</span>
          <span>−{money(order.pointsSpent, locale)}</span>
        </p>
      )}
      {order.orderTypeId === DELIVERY && (
        <p className="ops-print__row">
          <span>{t`Delivery`}</span>
          <span>{money(order.priceOfDelivery, locale)}</span>
        </p>
      )}
      <p className="ops-print__row ops-print__total">
        <span>{t`Total`}</span>
        <span>{money(order.total, locale)}</span>
      </p>
      <p>{payment}</p>
      <Notes order={order} />
      <hr />
      <p>
        {order.name} · {order.phone}
      </p>
      {order.address && <p>{addressText(order.address)}</p>}
      <p className="ops-print__center">{t`Thank you!`}</p>
    </>
  );
}
