// The orders board: every active order, live, grouped by status (new first), each row with its
// restaurant, age and SLA colour; or a day's archive; or, while a search is typed, the orders of
// any date that match it. A restaurant filter for admins; a tap opens the order.
import { useLingui } from "@lingui/react/macro";
import { Badge, Placeholder, Section, Spinner } from "@telegram-apps/telegram-ui";
import { useCallback, useState } from "react";
import type { OperatorOrder } from "../../contract/operator";
import type { OperatorMe } from "../../contract/staff";
import { minutesSince, orderSla } from "../../domain/order-sla";
import { isActiveStatus, STATUS } from "../../domain/order-status";
import { tashkentIsoDate } from "../../domain/tashkent-time";
import { useProblem } from "../errors";
import { useRestaurantNames } from "../use-restaurants";
import { BoardToolbar, type BoardView } from "./board-toolbar";
import { groupByStatus } from "./board-state";
import { useStatusNames } from "./labels";
import { OrderModal } from "./order-modal";
import { OrderRow } from "./order-row";
import { SlaSettings } from "./sla-settings";
import type { Board } from "./use-board";
import { useArchive, useSearch } from "./use-lookup";
import { useNow, useSlaLimits } from "./use-sla";
import "./board.css";

export function OrdersSection({ me, board }: { me: OperatorMe; board: Board }) {
  const { t } = useLingui();
  const statusName = useStatusNames();
  const problem = useProblem();
  const restaurants = useRestaurantNames();
  const now = useNow();
  const sla = useSlaLimits();
  const today = tashkentIsoDate(now);
  const [open, setOpen] = useState<number | null>(null);
  const [view, setView] = useState<BoardView>("active");
  const [day, setDay] = useState(today);
  const [q, setQ] = useState("");
  const [limitsOpen, setLimitsOpen] = useState(false);
  const search = useSearch(q, board.restaurantId);
  const archive = useArchive(view === "archive" ? day : null, board.restaurantId);
  const onOpen = useCallback((id: number) => setOpen(id), []);
  const several = board.restaurantId === null;
  const restaurantName = (id: string) => restaurants?.find((r) => r.id === id)?.name ?? id;

  const searching = search.enabled;
  const source = searching ? search : view === "archive" ? archive : { data: board.rows, error: board.error };
  const rows: OperatorOrder[] | undefined = source.data;
  const error = source.error;
  const limits = board.restaurantId === null ? undefined : sla.list?.find((l) => l.restaurantId === board.restaurantId);
  const late = (board.rows ?? []).filter((o) => orderSla(o, sla.limitsOf(o.restaurantId), now).level === "late").length;

  return (
    <div className="ops-board">
      <BoardToolbar
        me={me}
        board={board}
        view={view}
        setView={setView}
        day={day}
        setDay={setDay}
        today={today}
        q={q}
        setQ={setQ}
        limitsOpen={limitsOpen}
        toggleLimits={() => setLimitsOpen((o) => !o)}
      />
      {limitsOpen && limits && (
        <SlaSettings key={limits.restaurantId} limits={limits} restaurantName={restaurantName(limits.restaurantId)} />
      )}
      <p className="ops-board-summary" data-testid="board-summary">
        {searching
          ? t`Found: ${rows?.length ?? "…"}`
          : view === "archive"
            ? t`Finished and cancelled on ${day}: ${rows?.length ?? "…"}`
            : t`Active: ${board.rows?.length ?? "…"} · new: ${board.newCount} · late: ${late}`}
      </p>
      {error != null && !rows && <Placeholder header={t`The orders could not be loaded`} description={problem(error)} />}
      {!rows && error == null && (
        <div className="ops-center">
          <Spinner size="l" />
        </div>
      )}
      {rows?.length === 0 && (
        <Placeholder
          header={t`No orders`}
          description={
            searching
              ? t`Nothing matches “${search.settled}”.`
              : view === "archive"
                ? t`Nothing finished that day.`
                : t`New orders will appear here at once.`
          }
        />
      )}
      <div className="ops-columns">
        {groupByStatus(rows ?? []).map((group) => (
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
              <OrderRow
                key={o.orderId}
                order={o}
                restaurant={several ? restaurantName(o.restaurantId) : undefined}
                age={isActiveStatus(o.statusCode) ? minutesSince(o.createdAt, now) : null}
                sla={orderSla(o, sla.limitsOf(o.restaurantId), now)}
                onOpen={onOpen}
              />
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
