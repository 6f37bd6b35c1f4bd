// Order statuses (docs/product-rules.md §7) and how an operator may move an order along.
import { DELIVERY } from "./order-type";

export const STATUS = {
  received: 0,
  confirmed: 1,
  cooking: 2,
  ready: 3,
  onTheWay: 4,
  completed: 201,
  cancelled: 255,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

/** 201 and 255 are inactive, anything else is active. */
export const isActiveStatus = (code: number) => code !== STATUS.completed && code !== STATUS.cancelled;

/** The next status: a delivery goes on the way after it is ready; a pickup is completed. */
export function nextStatus(code: number, orderTypeId: number): StatusCode | null {
  switch (code) {
    case STATUS.received:
      return STATUS.confirmed;
    case STATUS.confirmed:
      return STATUS.cooking;
    case STATUS.cooking:
      return STATUS.ready;
    case STATUS.ready:
      return orderTypeId === DELIVERY ? STATUS.onTheWay : STATUS.completed;
    case STATUS.onTheWay:
      return STATUS.completed;
    default:
      return null;
  }
}

/** An order can be cancelled until it has left the kitchen. */
export const canCancel = (code: number) =>
  code === STATUS.received || code === STATUS.confirmed || code === STATUS.cooking || code === STATUS.ready;

/** The statuses an order of this type passes through, in order (for the tracker's timeline). */
export function timeline(orderTypeId: number): StatusCode[] {
  const steps: StatusCode[] = [STATUS.received, STATUS.confirmed, STATUS.cooking, STATUS.ready];
  if (orderTypeId === DELIVERY) steps.push(STATUS.onTheWay);
  steps.push(STATUS.completed);
  return steps;
}
