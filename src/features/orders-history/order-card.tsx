// One order in the list: number, date, status (or its online payment awaited, out of time, paid),
// total, items, a link to the tracker (to pay, while awaited), order again.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../domain/paths";
import { formatMoney } from "../../domain/money";
import { isActiveStatus, STATUS } from "../../domain/order-status";
import { useLocale } from "../../i18n/use-locale";
import type { ListedOrder } from "./api/list-orders";
import { tashkentDateTime } from "../../domain/tashkent-time";
import { useStatusLabel } from "./status-label";
import { DELIVERY } from "../../domain/order-type";
import { cardItems } from "./card-items";

interface Props {
  item: ListedOrder;
  onReorder: (item: ListedOrder) => void;
  reordering: boolean;
}

export function OrderCard({ item, onReorder, reordering }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const label = useStatusLabel();
  const { order, statusCode } = item;
  const number = order.orderId;
  const payment = item.payment.state;
  // An online payment awaited or out of time says so instead of the status.
  const tone =
    payment === "awaiting" ? "awaiting" : statusCode === STATUS.cancelled ? "cancelled" : isActiveStatus(statusCode) ? "active" : "done";
  const statusText =
    payment === "awaiting"
      ? t`Waiting for payment`
      : payment === "expired"
        ? t`Payment time ran out`
        : label(statusCode, order.orderTypeId);
  // Brand names as the providers write them.
  const name = item.payment.method === "payme" ? "Payme" : item.payment.method === "click" ? "Click" : "Telegram";
  const items = cardItems(order.products);
  return (
    <li className="card history-card" data-order-id={order.orderId}>
      <div className="history-card__head">
        <Link href={paths.tracker.href(order.orderId)} className="history-card__number">
          <Trans>Order No. {number}</Trans>
        </Link>
        <span className={`history-status history-status--${tone}`} data-status={statusCode} data-payment={payment}>
          {statusText}
        </span>
      </div>
      <p className="history-card__meta">
        <span>{tashkentDateTime(order.createdAt)}</span>
        <span>{order.orderTypeId === DELIVERY ? t`Delivery` : t`Pickup`}</span>
        {payment === "paid" && <span>{t`${name}: paid`}</span>}
        <strong>{formatMoney(order.total, locale)}</strong>
      </p>
      <p className="history-card__items">{items}</p>
      <div className="history-card__actions">
        <Link href={paths.tracker.href(order.orderId)} className="history-card__track">
          {payment === "awaiting" ? (
            <Trans>Pay for the order</Trans>
          ) : isActiveStatus(statusCode) ? (
            <Trans>Track the order</Trans>
          ) : (
            <Trans>Details</Trans>
          )}
        </Link>
        <button type="button" className="history-card__again" onClick={() => onReorder(item)} disabled={reordering} aria-busy={reordering}>
          <Trans>Order again</Trans>
        </button>
      </div>
    </li>
  );
}
