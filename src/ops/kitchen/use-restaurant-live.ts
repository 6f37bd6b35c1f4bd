// A restaurant screen's live updates (the kitchen, the couriers): the board's event stream of the
// restaurant (orders/events.ts) reloads the screen's list on every change of one of its orders,
// and says which orders were just accepted (reached "confirmed" while the screen watched), for
// printing on accept. A (re)connection reloads the list; an order accepted while the stream was
// down is not printed by itself.
import { useEffect, useRef, useState } from "react";
import { STATUS } from "../../domain/order-status";
import { openBoardStream } from "../orders/events";

export function useRestaurantLive(restaurantId: string | null, onChange: () => void, onAccepted: (orderId: number) => void): boolean {
  const [live, setLive] = useState(false);
  const handlers = useRef({ onChange, onAccepted });
  handlers.current = { onChange, onAccepted };
  useEffect(() => {
    if (!restaurantId) return;
    return openBoardStream(restaurantId, {
      onOpen: () => {
        setLive(true);
        handlers.current.onChange();
      },
      onDown: () => setLive(false),
      onOrder: (row) => {
        if (row.restaurantId !== restaurantId) return;
        if (row.statusCode === STATUS.confirmed) handlers.current.onAccepted(row.orderId);
        handlers.current.onChange();
      },
    });
  }, [restaurantId]);
  return live;
}
