// Printing on accept: orders the stream says were just accepted wait here until the kitchen's list
// holds them, then are printed one after another, each once (a change of an accepted order that
// is not a new acceptance, or the list reloading, does not print it again).
import { useCallback, useEffect, useRef, useState } from "react";
import type { KitchenBoard, KitchenOrder } from "../../contract/kitchen";
import type { PrintJob } from "./print-sheet";

export function usePrintQueue(board: KitchenBoard | undefined) {
  const [job, setJob] = useState<PrintJob | null>(null);
  const waiting = useRef<number[]>([]);
  const printed = useRef(new Set<number>());
  const jobs = useRef(0);
  const queue = useRef<PrintJob[]>([]);

  const next = useCallback(() => setJob(queue.current.shift() ?? null), []);
  const print = useCallback((order: KitchenOrder, kind: PrintJob["kind"]) => {
    queue.current.push({ kind, order, id: ++jobs.current });
    setJob((current) => current ?? queue.current.shift() ?? null);
  }, []);

  /** An order just accepted: printed once the list holds it, if the restaurant prints on accept. */
  const accepted = useCallback((orderId: number) => {
    if (!printed.current.has(orderId) && !waiting.current.includes(orderId)) waiting.current.push(orderId);
  }, []);

  useEffect(() => {
    if (!board) return;
    const ready = waiting.current.filter((id) => board.orders.some((o) => o.orderId === id));
    waiting.current = waiting.current.filter((id) => !ready.includes(id));
    if (!board.printing.printOnAccept) return;
    for (const id of ready) {
      const order = board.orders.find((o) => o.orderId === id);
      if (!order) continue;
      printed.current.add(id);
      print(order, "ticket");
    }
  }, [board, print]);

  return { job, print, accepted, done: next };
}
