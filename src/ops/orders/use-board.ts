// The board's data for the whole console: the list (active or all, one restaurant or every one
// for admins), kept live by the stream; a beep and the count of new orders when one arrives.
import { useCallback, useEffect, useRef, useState } from "react";
import type { OperatorOrder } from "../../contract/operator";
import type { OperatorMe } from "../../contract/staff";
import { notifiesOperators } from "../../domain/order-status";
import { opsApi } from "../api";
import { applyEvent, type BoardFilter, newOrders } from "./board-state";
import { beep } from "./beep";
import { openBoardStream } from "./events";

export interface Board {
  rows: OperatorOrder[] | undefined;
  error: unknown;
  live: boolean;
  filter: BoardFilter;
  setFilter: (f: BoardFilter) => void;
  /** null: every restaurant (admins). */
  restaurantId: string | null;
  setRestaurantId: (id: string | null) => void;
  newCount: number;
  reload: () => Promise<void>;
  /** Puts a row the server answered (after advance or cancel) on the board at once. */
  put: (row: OperatorOrder) => void;
}

export function useBoard(me: OperatorMe): Board {
  const [rows, setRows] = useState<OperatorOrder[] | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [live, setLive] = useState(false);
  const [filter, setFilter] = useState<BoardFilter>("active");
  const [restaurantId, setRestaurantId] = useState<string | null>(me.role === "manager" ? me.restaurantId : null);
  const seen = useRef<Set<number> | null>(null);
  const scope = me.role === "manager" ? me.restaurantId : restaurantId;

  const reload = useCallback(async () => {
    try {
      const list = await opsApi.GET("/api/operator/orders", { query: { status: filter, restaurantId: scope ?? undefined } });
      setRows(list);
      setError(null);
      seen.current ??= new Set();
      for (const r of list) seen.current.add(r.orderId);
    } catch (err) {
      setError(err);
    }
  }, [filter, scope]);

  useEffect(() => {
    setRows(undefined);
    void reload();
    const stop = openBoardStream(scope, {
      onOpen: () => {
        setLive(true);
        void reload();
      },
      onDown: () => setLive(false),
      onOrder: (order) => {
        const known = seen.current?.has(order.orderId) ?? false;
        seen.current?.add(order.orderId);
        if (!known && notifiesOperators(order.statusCode)) beep();
        setRows((current) => (current ? applyEvent(current, order, filter, scope) : current));
      },
    });
    return stop;
  }, [reload, scope, filter]);

  const put = useCallback(
    (row: OperatorOrder) => setRows((current) => (current ? applyEvent(current, row, filter, scope) : current)),
    [filter, scope],
  );

  return { rows, error, live, filter, setFilter, restaurantId: scope, setRestaurantId, newCount: newOrders(rows ?? []), reload, put };
}
