// The board's live data for the whole console: every active order (one restaurant, or every one
// for admins), kept live by the stream. A new order rings, and the ring repeats while any order is
// still unaccepted (use-alert.ts); the tab title counts them (shell.tsx). The archive and the
// search are read apart (use-lookup.ts), so the live board and its alerts go on meanwhile.
import { useCallback, useEffect, useRef, useState } from "react";
import type { OperatorOrder } from "../../contract/operator";
import type { OperatorMe } from "../../contract/staff";
import { notifiesOperators } from "../../domain/order-status";
import { opsApi } from "../api";
import { applyEvent, newOrders, withEvents } from "./board-state";
import { openBoardStream } from "./events";
import { useNewOrderAlert } from "./use-alert";

export interface Board {
  rows: OperatorOrder[] | undefined;
  error: unknown;
  live: boolean;
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
  const [restaurantId, setRestaurantId] = useState<string | null>(me.role === "manager" ? me.restaurantId : null);
  const seen = useRef<Set<number> | null>(null);
  const scope = me.role === "manager" ? me.restaurantId : restaurantId;
  const newCount = newOrders(rows ?? []);
  const onNewOrder = useNewOrderAlert(newCount);
  const alert = useRef(onNewOrder);
  alert.current = onNewOrder;

  // Each reload in flight collects the events that arrive meanwhile (its list may have been read
  // before them) and lays them over the list it gets: an order placed just as the board opened is
  // never lost between the list and the stream.
  const inFlight = useRef(new Set<Map<number, OperatorOrder>>());

  const reload = useCallback(async () => {
    const meanwhile = new Map<number, OperatorOrder>();
    inFlight.current.add(meanwhile);
    try {
      const list = await opsApi.GET("/api/operator/orders", { query: { status: "active", restaurantId: scope ?? undefined } });
      const rows = withEvents(list, meanwhile.values(), "active", scope);
      setRows(rows);
      setError(null);
      seen.current ??= new Set();
      for (const r of rows) seen.current.add(r.orderId);
    } catch (err) {
      setError(err);
    } finally {
      inFlight.current.delete(meanwhile);
    }
  }, [scope]);

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
        for (const meanwhile of inFlight.current) meanwhile.set(order.orderId, order);
        const known = seen.current?.has(order.orderId) ?? false;
        seen.current?.add(order.orderId);
        if (!known && notifiesOperators(order.statusCode)) alert.current(order);
        setRows((current) => (current ? applyEvent(current, order, "active", scope) : current));
      },
    });
    return stop;
  }, [reload, scope]);

  const put = useCallback(
    (row: OperatorOrder) => setRows((current) => (current ? applyEvent(current, row, "active", scope) : current)),
    [scope],
  );

  return { rows, error, live, restaurantId: scope, setRestaurantId, newCount, reload, put };
}
