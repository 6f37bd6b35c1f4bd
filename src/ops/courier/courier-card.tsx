// One order for the road: its number and status, the customer, the full address (with a map link),
// what to collect, the change, contactless and cutlery asked, who has it; and the step the person
// looking may take: a courier takes a free ready order, picks up their own, delivers it; a manager
// gives it to another courier.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Select } from "@telegram-apps/telegram-ui";
import type { CourierOrder, CourierRef } from "../../contract/courier";
import type { OperatorMe } from "../../contract/staff";
import { deliveryNotes } from "../../domain/line-text";
import type { Locale } from "../../domain/locales";
import { STATUS } from "../../domain/order-status";
import { money } from "../format";
import { useAddressText } from "../kitchen/address-text";
import { elapsed } from "../kitchen/use-now";
import { useLineWords } from "../shared/line-words";
import type { CourierStep } from "./courier-data";

interface Props {
  order: CourierOrder;
  me: OperatorMe;
  couriers: CourierRef[];
  now: number;
  busy: boolean;
  onStep: (step: CourierStep) => void;
  onAssign: (courierId: number | null) => void;
}

export function CourierCard({ order, me, couriers, now, busy, onStep, onAssign }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const addressText = useAddressText();
  const mine = order.courier !== null && order.courier.staffId === me.staffId;
  const ready = order.statusCode === STATUS.ready;
  const collect = order.paymentType === "cash" || order.paymentType === "card";
  const amount = money(order.total, locale);
  const a = order.address;
  const notes = deliveryNotes(order, useLineWords().delivery, (sum) => money(sum, locale));
  return (
    <article className={`courier-card${mine ? " courier-card--mine" : ""}`} data-testid={`courier-order-${order.orderId}`}>
      <header className="courier-card__head">
        <b className="courier-card__number">#{order.orderId}</b>
        <span className={`courier-card__status courier-card__status--${ready ? "ready" : "road"}`}>{ready ? t`Ready` : t`On the way`}</span>
        <span className="courier-card__timer">{elapsed(order.statusAt, now)}</span>
      </header>
      {a && (
        <p className="courier-card__address">
          {addressText(a)}{" "}
          <a
            href={`https://www.openstreetmap.org/?mlat=${a.latitude}&mlon=${a.longitude}#map=17/${a.latitude}/${a.longitude}`}
            target="_blank"
            rel="noreferrer"
          >
            <Trans>Map</Trans>
          </a>
        </p>
      )}
      <p className="courier-card__customer">
        {order.name} · <a href={`tel:${order.phone}`}>{order.phone}</a>
      </p>
      {notes.length > 0 && <p className="courier-card__notes">{notes.join(" · ")}</p>}
      {order.comment && <p className="courier-card__comment">{order.comment}</p>}
      <p className="courier-card__pay">
        {collect ? (order.paymentType === "cash" ? t`Collect ${amount} in cash` : t`Collect ${amount} by card`) : t`Paid online: ${amount}`}
      </p>
      <p className="courier-card__who">{order.courier ? t`Courier: ${order.courier.name}` : t`No courier yet`}</p>
      <div className="courier-card__actions">
        {me.role === "courier" && ready && order.courier === null && (
          <Button size="l" stretched loading={busy} onClick={() => onStep("take")}>
            <Trans>Take</Trans>
          </Button>
        )}
        {me.role === "courier" && ready && mine && (
          <Button size="l" stretched loading={busy} onClick={() => onStep("picked-up")}>
            <Trans>Picked up</Trans>
          </Button>
        )}
        {me.role === "courier" && !ready && mine && (
          <Button size="l" stretched loading={busy} onClick={() => onStep("delivered")}>
            <Trans>Delivered</Trans>
          </Button>
        )}
        {me.role !== "courier" && (
          <Select
            header={t`Courier`}
            data-testid={`assign-${order.orderId}`}
            value={order.courier ? String(order.courier.staffId) : ""}
            onChange={(e) => onAssign(e.target.value === "" ? null : Number(e.target.value))}
          >
            <option value="">{t`Nobody`}</option>
            {couriers.map((c) => (
              <option key={c.staffId} value={c.staffId}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </div>
    </article>
  );
}
