// One order on the board: number and name, when it was placed and its age, pickup or delivery and
// its slot, the restaurant (on a board of several) and the address, the comment or cancel reason,
// the total, and its SLA colour (src/domain/order-sla.ts) with the reason in words.
import { useLingui } from "@lingui/react/macro";
import { Badge, Cell } from "@telegram-apps/telegram-ui";
import { memo } from "react";
import type { OperatorOrder } from "../../contract/operator";
import type { Locale } from "../../domain/locales";
import type { Sla } from "../../domain/order-sla";
import { PICKUP } from "../../domain/order-type";
import { money, time } from "../format";

interface Props {
  order: OperatorOrder;
  /** The restaurant's name when the board shows several, else undefined. */
  restaurant: string | undefined;
  /** Minutes since it was placed; null for a finished order. */
  age: number | null;
  sla: Sla;
  onOpen: (orderId: number) => void;
}

export const OrderRow = memo(function OrderRow({ order: o, restaurant, age, sla, onOpen }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const why = { unaccepted: t`not accepted`, cooking: t`cooking too long`, slot: t`late for its time` };
  const when = [
    time(o.createdAt, locale),
    o.orderTypeId === PICKUP ? t`Pickup` : t`Delivery`,
    o.slot ? t`for ${time(o.slot, locale)}` : null,
    o.channel === "phone" ? t`by phone` : null,
  ].filter(Boolean);
  const where = [restaurant, o.address].filter(Boolean).join(" · ");
  return (
    <Cell
      className={`ops-order ops-order--${sla.level}`}
      data-order={o.orderId}
      data-channel={o.channel}
      data-sla={sla.level}
      data-sla-rule={sla.rule ?? undefined}
      onClick={() => onOpen(o.orderId)}
      subhead={
        <>
          {when.join(" · ")}
          {age !== null && (
            <span className="ops-age" data-testid="order-age">
              {" · "}
              {t`${age} min`}
            </span>
          )}
          {sla.rule && <span className="ops-sla-why">{` · ${why[sla.rule]}`}</span>}
        </>
      }
      subtitle={where || undefined}
      description={o.cancelReason ?? (o.comment || undefined)}
      after={<span className="ops-money">{money(o.total, locale)}</span>}
      titleBadge={
        o.paid ? (
          <Badge type="number" mode="primary">
            {t`Paid`}
          </Badge>
        ) : undefined
      }
      multiline
    >
      {t`No. ${o.orderId}`} · {o.name}
    </Cell>
  );
});
