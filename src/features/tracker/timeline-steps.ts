// The tracker's timeline (docs/product-rules.md §7): received → confirmed → cooking → ready
// → on the way (delivery only) → completed, each with the time it was reached; a cancelled order
// keeps the steps it reached and marks the rest as not happening.
import { STATUS, timeline } from "../../domain/order-status";
import type { StatusEntry } from "./api/get-order";

export type StepState = "done" | "current" | "upcoming" | "skipped";

export interface Step {
  code: number;
  state: StepState;
  /** ISO time the step was reached, if it was. */
  at: string | null;
}

export interface OrderStatus {
  orderTypeId: number;
  statusCode: number;
  statusHistory: readonly StatusEntry[];
}

const reachedAt = (history: readonly StatusEntry[], code: number) => history.filter((h) => h.statusCode === code).at(-1)?.at ?? null;

export function timelineSteps(order: OrderStatus): { steps: Step[]; cancelledAt: string | null } {
  const codes = timeline(order.orderTypeId);
  const cancelled = order.statusCode === STATUS.cancelled;
  const currentIndex = codes.indexOf(order.statusCode as (typeof codes)[number]);
  const lastReached = cancelled ? Math.max(-1, ...codes.map((c, i) => (reachedAt(order.statusHistory, c) ? i : -1))) : currentIndex;
  const steps = codes.map((code, i): Step => {
    const at = reachedAt(order.statusHistory, code);
    if (cancelled) return { code, state: i <= lastReached ? "done" : "skipped", at };
    if (i < currentIndex || (i === currentIndex && code === STATUS.completed)) return { code, state: "done", at };
    if (i === currentIndex) return { code, state: "current", at };
    return { code, state: "upcoming", at: null };
  });
  return { steps, cancelledAt: cancelled ? reachedAt(order.statusHistory, STATUS.cancelled) : null };
}
