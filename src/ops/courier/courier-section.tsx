// The courier screen (/ops/courier; in the mini-app and on the web): the restaurant's ready
// delivery orders and those on the way, kept live by the board's stream. A courier takes an order,
// picks it up and delivers it; while they carry orders their position is shared (every 15 s) with
// those orders' customers. A manager (or an admin, choosing a restaurant) reassigns orders.
import { Trans, useLingui } from "@lingui/react/macro";
import { Placeholder } from "@telegram-apps/telegram-ui";
import { skipToken, useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { CourierBoard, CourierOrder } from "../../contract/courier";
import type { OperatorMe } from "../../contract/staff";
import { STATUS } from "../../domain/order-status";
import { RestaurantChooser } from "../kitchen/restaurant-chooser";
import { useNow } from "../kitchen/use-now";
import { useRestaurantLive } from "../kitchen/use-restaurant-live";
import { SectionState } from "../shared/section-state";
import { CourierCard } from "./courier-card";
import { assignCourier, type CourierStep, courierKey, courierStep, loadCourier } from "./courier-data";
import { type Sharing, usePositionSharing } from "./use-position-sharing";
import "./courier.css";

export function CourierSection({ me }: { me: OperatorMe }) {
  return (
    <RestaurantChooser me={me} station="courier">
      {(restaurantId, picker) => <Road me={me} restaurantId={restaurantId} picker={picker} />}
    </RestaurantChooser>
  );
}

const NOTHING = () => {};

function Road({ me, restaurantId, picker }: { me: OperatorMe; restaurantId: string | null; picker: ReactNode }) {
  const { t } = useLingui();
  const board = useQuery({ queryKey: courierKey(restaurantId), queryFn: restaurantId ? () => loadCourier(restaurantId) : skipToken });
  const live = useRestaurantLive(restaurantId, () => void board.refetch(), NOTHING);
  const now = useNow();
  const carrying = (board.data?.orders ?? [])
    .filter((o) => o.statusCode === STATUS.onTheWay && o.courier?.staffId === me.staffId && me.role === "courier")
    .map((o) => o.orderId);
  const sharing = usePositionSharing(carrying);
  const step = useMutation({
    mutationFn: ({ order, step }: { order: CourierOrder; step: CourierStep }) => courierStep(order.orderId, step),
    meta: { invalidates: [["courier"]] },
  });
  const assign = useMutation({
    mutationFn: ({ order, courierId }: { order: CourierOrder; courierId: number | null }) => assignCourier(order.orderId, courierId),
    meta: { invalidates: [["courier"]] },
  });
  const busyId = step.isPending ? step.variables?.order.orderId : undefined;

  return (
    <div className="courier" data-testid="courier">
      <header className="courier__bar">
        {picker}
        <p className={`courier__live${live ? " courier__live--on" : ""}`} role="status">
          {live ? t`Live` : t`Reconnecting…`}
        </p>
      </header>
      {me.role === "courier" && <SharingNote state={sharing} />}
      {!board.data ? (
        <SectionState query={board} />
      ) : (
        <Lists
          board={board.data}
          render={(order) => (
            <CourierCard
              key={order.orderId}
              order={order}
              me={me}
              couriers={board.data.couriers}
              now={now}
              busy={busyId === order.orderId}
              onStep={(s) => step.mutate({ order, step: s })}
              onAssign={(courierId) => assign.mutate({ order, courierId })}
            />
          )}
        />
      )}
    </div>
  );
}

function Lists({ board, render }: { board: CourierBoard; render: (order: CourierOrder) => ReactNode }) {
  const { t } = useLingui();
  const ready = board.orders.filter((o) => o.statusCode === STATUS.ready);
  const road = board.orders.filter((o) => o.statusCode === STATUS.onTheWay);
  if (board.orders.length === 0)
    return <Placeholder header={t`No orders for the road`} description={t`Ready delivery orders appear here at once.`} />;
  return (
    <>
      <h2 className="courier__heading">
        <Trans>Ready</Trans> · {ready.length}
      </h2>
      <div className="courier__list">{ready.map(render)}</div>
      <h2 className="courier__heading">
        <Trans>On the way</Trans> · {road.length}
      </h2>
      <div className="courier__list">{road.map(render)}</div>
    </>
  );
}

function SharingNote({ state }: { state: Sharing }) {
  const { t } = useLingui();
  if (state === "off") return null;
  const text =
    state === "sharing"
      ? t`Your position is shown to the customers of the orders you carry, until you deliver them.`
      : state === "denied"
        ? t`Location access is off: allow it for this app so customers can follow their order.`
        : t`This device cannot tell where it is: customers will not see you on the map.`;
  return (
    <p className={`courier__sharing courier__sharing--${state}`} role="status" data-testid="position-sharing" data-state={state}>
      {text}
    </p>
  );
}
