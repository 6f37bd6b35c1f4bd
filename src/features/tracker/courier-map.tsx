// The courier on the tracker's map while the order is on the way: the courier's last position and
// the delivery address, with about how many minutes are left. Leaflet loads only when there is a
// position to show (the app's lazily loaded map, components/map/zone-map.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import { ZoneMap } from "../../components/map/zone-map";
import { STATUS } from "../../domain/order-status";
import { DELIVERY } from "../../domain/order-type";
import type { OrderDetail } from "./api/get-order";
import { useCourierPosition } from "./courier-position";
import "./courier-map.css";

export function CourierMap({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const onTheWay = order.statusCode === STATUS.onTheWay && order.orderTypeId === DELIVERY;
  const position = useCourierPosition(order.orderId, onTheWay);
  if (!onTheWay || !position) return null;
  const courier: [number, number] = [position.latitude, position.longitude];
  const home: [number, number] | null = order.address ? [order.address.latitude, order.address.longitude] : null;
  const minutes = position.etaMinutes;
  return (
    <section className="card tracker-card courier-map" aria-labelledby="courier-map-title" data-testid="courier-map">
      <h2 id="courier-map-title" className="tracker-card__title">
        <Trans>Your courier</Trans>
      </h2>
      <p className="courier-map__eta" data-testid="courier-eta">
        {t`About ${minutes} min away`}
      </p>
      <ZoneMap
        className="courier-map__map"
        label={t`Where your courier is`}
        zones={[]}
        markers={[{ id: "courier", label: t`Courier`, position: courier, color: "var(--accent)", selected: true }]}
        pin={home}
        pinLabel={t`Delivery address`}
        focus={{ key: `${order.orderId}`, points: home ? [courier, home] : [courier], maxZoom: 16 }}
      />
    </section>
  );
}
