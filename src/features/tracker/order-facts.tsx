// What was ordered, where it goes (or where to pick it up), when, how it is paid, and the totals.
import { Trans, useLingui } from "@lingui/react/macro";
import { Totals } from "../../components/totals";
import { formatUzPhone } from "../../domain/phone";
import type { OrderDetail } from "./api/get-order";
import { DeliveryFacts } from "./delivery-facts";
import { tashkentDate } from "../../domain/tashkent-time";
import { DELIVERY } from "../../domain/order-type";
import { slotRange } from "../../domain/slots";
import type { PaymentView } from "./payment-view";
import { OrderLines } from "./order-lines";
import { usePaymentText } from "./use-payment-text";

type DeliveryAddress = NonNullable<OrderDetail["address"]>;

/** Where a delivery goes: the server stores no delivery without its address. */
function deliveryAddress(order: OrderDetail): DeliveryAddress {
  if (!order.address) throw new Error(`Delivery order ${order.orderId} has no address`);
  return order.address;
}

export function OrderFacts({ order, payment }: { order: OrderDetail; payment: PaymentView }) {
  const { t } = useLingui();
  const payText = usePaymentText();
  const delivery = order.orderTypeId === DELIVERY;
  const deliveryTo = delivery ? deliveryAddress(order) : null;
  const addressLine = (to: DeliveryAddress) => {
    const { address, entrance, floor, apartment, doorCode } = to;
    const parts = [address];
    if (entrance) parts.push(t`entrance ${entrance}`);
    if (floor) parts.push(t`floor ${floor}`);
    if (apartment) parts.push(t`apt. ${apartment}`);
    if (doorCode) parts.push(t`door code ${doorCode}`);
    return parts.join(", ");
  };
  const slotDay = order.slot ? `${order.slot.slice(8, 10)}.${order.slot.slice(5, 7)}.${order.slot.slice(0, 4)}` : "";
  // "22:00–22:30": the slot lasts the restaurant's deliveryDuration (the server sends its end).
  const slotTime = order.slot ? slotRange(order.slot, order.slotEnd) : "";
  const when = order.slot
    ? slotDay === tashkentDate(order.createdAt)
      ? t`Today, ${slotTime}`
      : `${slotDay}, ${slotTime}`
    : t`As soon as possible`;
  return (
    <>
      <section className="card tracker-card" aria-labelledby="tracker-where">
        <h2 id="tracker-where" className="tracker-card__title">
          {delivery ? <Trans>Delivery</Trans> : <Trans>Pickup</Trans>}
        </h2>
        <dl className="tracker-facts">
          <div>
            <dt>{delivery ? t`Address` : t`Restaurant`}</dt>
            <dd>
              {deliveryTo
                ? addressLine(deliveryTo)
                : `${order.restaurant?.name ?? order.restaurantId}${order.restaurant ? `, ${order.restaurant.address}` : ""}`}
              {deliveryTo?.comment && <span className="tracker-facts__note">{deliveryTo.comment}</span>}
            </dd>
          </div>
          <div>
            <dt>{t`When`}</dt>
            <dd>{when}</dd>
          </div>
          <div>
            <dt>{t`Payment`}</dt>
            <dd data-payment={payment.state}>{payText.fact(payment)}</dd>
          </div>
          <DeliveryFacts order={order} />
          <div>
            <dt>{t`Contact`}</dt>
            <dd>
              {order.name}, {formatUzPhone(order.phone)}
            </dd>
          </div>
          {order.comment && (
            <div>
              <dt>{t`Comment`}</dt>
              <dd>{order.comment}</dd>
            </div>
          )}
          {order.restaurant && (
            <div>
              <dt>{delivery ? t`Restaurant` : t`Restaurant phone`}</dt>
              <dd>
                {delivery && <span>{order.restaurant.name}</span>}
                {order.restaurant.phone && <a href={`tel:${order.restaurant.phone}`}>{formatUzPhone(order.restaurant.phone)}</a>}
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="card tracker-card" aria-labelledby="tracker-contents">
        <h2 id="tracker-contents" className="tracker-card__title">
          <Trans>Order contents</Trans>
        </h2>
        <OrderLines lines={order.products} promoCode={order.promoCode ?? null} />
        <Totals
          subtotal={order.subtotal}
          discount={order.promoCode ? { code: order.promoCode, amount: order.discount ?? 0 } : null}
          points={order.pointsSpent ?? 0}
          delivery={delivery ? order.priceOfDelivery : null}
          total={order.total}
          ruled
        />
      </section>
    </>
  );
}
