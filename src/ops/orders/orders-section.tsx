// The orders board: orders grouped by status (new first), live; a restaurant filter for admins and
// active/all; a tap opens the order.
import { useLingui } from "@lingui/react/macro";
import { Badge, Cell, Placeholder, SegmentedControl, Section, Select, Spinner } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import type { OperatorMe } from "../../contract/staff";
import type { Locale } from "../../domain/locales";
import { STATUS } from "../../domain/order-status";
import { useProblem } from "../errors";
import { money, time } from "../format";
import { useRestaurantNames } from "../use-restaurants";
import { groupByStatus } from "./board-state";
import { useStatusNames } from "./labels";
import { OrderModal } from "./order-modal";
import type { Board } from "./use-board";

export function OrdersSection({ me, board }: { me: OperatorMe; board: Board }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const statusName = useStatusNames();
  const problem = useProblem();
  const restaurants = useRestaurantNames();
  const [open, setOpen] = useState<number | null>(null);
  const restaurantName = (id: string) => restaurants?.find((r) => r.id === id)?.name ?? id;

  return (
    <div className="ops-board">
      <div className="ops-toolbar">
        <SegmentedControl className="ops-toolbar__filter">
          <SegmentedControl.Item
            selected={board.filter === "active"}
            aria-selected={board.filter === "active"}
            onClick={() => board.setFilter("active")}
          >
            {t`Active`}
          </SegmentedControl.Item>
          <SegmentedControl.Item
            selected={board.filter === "all"}
            aria-selected={board.filter === "all"}
            onClick={() => board.setFilter("all")}
          >
            {t`All (24 h)`}
          </SegmentedControl.Item>
        </SegmentedControl>
        {me.role === "admin" && (
          <Select
            className="ops-select"
            header={t`Restaurant`}
            aria-label={t`Restaurant`}
            value={board.restaurantId ?? ""}
            onChange={(e) => board.setRestaurantId(e.target.value || null)}
          >
            <option value="">{t`All restaurants`}</option>
            {(restaurants ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        )}
        <span className={`ops-live${board.live ? " ops-live--on" : ""}`} role="status">
          {board.live ? t`Live` : t`Reconnecting…`}
        </span>
      </div>
      {board.error != null && !board.rows && <Placeholder header={t`The orders could not be loaded`} description={problem(board.error)} />}
      {!board.rows && board.error == null && (
        <div className="ops-center">
          <Spinner size="l" />
        </div>
      )}
      {board.rows?.length === 0 && (
        <Placeholder
          header={t`No orders`}
          description={board.filter === "active" ? t`New orders will appear here at once.` : t`Nothing in the last 24 hours.`}
        />
      )}
      <div className="ops-columns">
        {groupByStatus(board.rows ?? []).map((group) => (
          <Section
            key={group.statusCode}
            className="ops-column"
            data-status={group.statusCode}
            header={
              <Section.Header>
                {statusName(group.statusCode)}{" "}
                <Badge type="number" mode={group.statusCode === STATUS.received ? "critical" : "gray"}>
                  {group.orders.length}
                </Badge>
              </Section.Header>
            }
          >
            {group.orders.map((o) => (
              <Cell
                key={o.orderId}
                data-order={o.orderId}
                onClick={() => setOpen(o.orderId)}
                subhead={`${time(o.createdAt, locale)} · ${o.orderTypeId === 200 ? t`Pickup` : t`Delivery`}${o.slot ? ` · ${t`for ${time(o.slot, locale)}`}` : ""}`}
                subtitle={o.address ?? (me.role === "admin" ? restaurantName(o.restaurantId) : undefined)}
                description={o.cancelReason ?? (o.comment || undefined)}
                after={<span className="ops-money">{money(o.total, locale)}</span>}
                titleBadge={o.paid ? <Badge type="number" mode="primary">{t`Paid`}</Badge> : undefined}
                multiline
              >
                {t`No. ${o.orderId}`} · {o.name}
              </Cell>
            ))}
          </Section>
        ))}
      </div>
      {open !== null && (
        <OrderModal
          orderId={open}
          boardStatus={board.rows?.find((r) => r.orderId === open)?.statusCode}
          onClose={() => setOpen(null)}
          onChanged={() => void board.reload()}
        />
      )}
    </div>
  );
}
