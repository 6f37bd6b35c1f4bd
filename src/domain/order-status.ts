// Order statuses (docs/product-rules.md §7): every fact about a status lives in ORDER_STATUSES, one
// row each, and everything else (the tracker, the order history, the console's board, the bot's
// messages and buttons, the operator CLI, the server's transitions and the OpenAPI enum) reads it.
// The wire codes are fixed: 0 received … 4 on the way, 201 completed, 255 cancelled.
import { DELIVERY } from "./order-type";
import type { StaffRole } from "./staff-roles";

/** What an order of one type does: delivery and pickup differ after "ready". */
interface ByOrderType<T> {
  delivery: T;
  pickup: T;
}

/**
 * A status's label, by id: each surface (storefront, console, bot) says it in its own words and
 * catalogue, keyed by these ids, so a new status cannot lack a label anywhere (a type error).
 * `ready` and `completed` have a pickup variant for surfaces that tell the two apart.
 */
export type StatusLabelId =
  | "received"
  | "confirmed"
  | "cooking"
  | "ready"
  | "readyForPickup"
  | "onTheWay"
  | "completed"
  | "pickedUp"
  | "cancelled";

export interface StatusFacts {
  /** The wire's code. */
  code: number;
  /** Still going: shown on the active board and in the customer's active orders. */
  active: boolean;
  /** The board's column, left to right (new first, finished last). */
  boardColumn: number;
  /** The status an operator moves it on to; null when it does not move on. */
  next: ByOrderType<StatusKey | null>;
  /** May still be cancelled (it has not left the kitchen). */
  cancellable: boolean;
  /** Staff roles that may move an order on from here (advance or cancel); none once finished. */
  movedBy: readonly StaffRole[];
  /** Reaching it sends the customer a new message (a notification); otherwise their message is edited. */
  notifiesCustomer: ByOrderType<boolean>;
  /** Reaching it alerts the operators (a new message in their chat, a beep on the board). */
  notifiesOperators: boolean;
  /** Its label id: `delivery` is also the status's own label (board columns, the operators' chat). */
  label: ByOrderType<StatusLabelId>;
  /** In English, for logs and the operator CLI. */
  name: string;
}

export type StatusKey = "received" | "confirmed" | "cooking" | "ready" | "onTheWay" | "completed" | "cancelled";

const STAFF = ["admin", "manager"] as const;
/** The kitchen moves an order on while it is cooked (src/ops/kitchen); a courier's steps go through server/couriers. */
const KITCHEN = ["admin", "manager", "cook"] as const;
const both = <T>(value: T): ByOrderType<T> => ({ delivery: value, pickup: value });

/** The table of order facts, in the order an order goes through them. */
export const ORDER_STATUSES = {
  received: {
    code: 0,
    active: true,
    boardColumn: 0,
    next: both("confirmed"),
    cancellable: true,
    movedBy: STAFF,
    notifiesCustomer: both(true),
    notifiesOperators: true,
    label: both("received"),
    name: "received",
  },
  confirmed: {
    code: 1,
    active: true,
    boardColumn: 1,
    next: both("cooking"),
    cancellable: true,
    movedBy: KITCHEN,
    notifiesCustomer: both(true),
    notifiesOperators: false,
    label: both("confirmed"),
    name: "confirmed",
  },
  cooking: {
    code: 2,
    active: true,
    boardColumn: 2,
    next: both("ready"),
    cancellable: true,
    movedBy: KITCHEN,
    notifiesCustomer: both(false),
    notifiesOperators: false,
    label: both("cooking"),
    name: "cooking",
  },
  ready: {
    code: 3,
    active: true,
    boardColumn: 3,
    next: { delivery: "onTheWay", pickup: "completed" },
    cancellable: true,
    movedBy: STAFF,
    // A pickup customer comes now; a delivery customer hears when the courier leaves.
    notifiesCustomer: { delivery: false, pickup: true },
    notifiesOperators: false,
    label: { delivery: "ready", pickup: "readyForPickup" },
    name: "ready",
  },
  onTheWay: {
    code: 4,
    active: true,
    boardColumn: 4,
    next: both("completed"),
    cancellable: false,
    movedBy: STAFF,
    notifiesCustomer: both(true),
    notifiesOperators: false,
    label: both("onTheWay"),
    name: "on the way",
  },
  completed: {
    code: 201,
    active: false,
    boardColumn: 5,
    next: both(null),
    cancellable: false,
    movedBy: [],
    notifiesCustomer: both(false),
    notifiesOperators: false,
    label: { delivery: "completed", pickup: "pickedUp" },
    name: "completed",
  },
  cancelled: {
    code: 255,
    active: false,
    boardColumn: 6,
    next: both(null),
    cancellable: false,
    movedBy: [],
    notifiesCustomer: both(true),
    notifiesOperators: false,
    label: both("cancelled"),
    name: "cancelled",
  },
} as const satisfies Record<StatusKey, StatusFacts>;

type Table = typeof ORDER_STATUSES;

/** The wire codes by name: STATUS.received === 0. */
export const STATUS = Object.fromEntries(Object.entries(ORDER_STATUSES).map(([key, facts]) => [key, facts.code])) as {
  readonly [K in StatusKey]: Table[K]["code"];
};

export type StatusCode = Table[StatusKey]["code"];

const ROWS: readonly (StatusFacts & { key: StatusKey; code: StatusCode })[] = Object.entries(ORDER_STATUSES).map(([key, facts]) => ({
  ...facts,
  key: key as StatusKey,
}));

/** Every code, in the order an order goes through them (the OpenAPI enum lists these). */
export const STATUS_CODES = ROWS.map((row) => row.code) as [StatusCode, ...StatusCode[]];

/** The finished statuses (completed, cancelled): what "active" leaves out. */
export const FINISHED_STATUSES: readonly StatusCode[] = ROWS.filter((row) => !row.active).map((row) => row.code);

/** The facts of a status; undefined for a code that is not one. */
export const statusFacts = (code: number): StatusFacts | undefined => ROWS.find((row) => row.code === code);

export const isStatusCode = (code: number): code is StatusCode => statusFacts(code) !== undefined;

const typeOf = (orderTypeId: number): keyof ByOrderType<unknown> => (orderTypeId === DELIVERY ? "delivery" : "pickup");

/** 201 and 255 are inactive, anything else is active. */
export const isActiveStatus = (code: number) => statusFacts(code)?.active ?? true;

/** The next status: a delivery goes on the way after it is ready; a pickup is completed. */
export function nextStatus(code: number, orderTypeId: number): StatusCode | null {
  const next = statusFacts(code)?.next[typeOf(orderTypeId)];
  return next ? ORDER_STATUSES[next].code : null;
}

/** An order can be cancelled until it has left the kitchen. */
export const canCancel = (code: number) => statusFacts(code)?.cancellable ?? false;

/** May a staff member of this role move an order on from `code`? */
export const mayMoveFrom = (role: StaffRole, code: number) => statusFacts(code)?.movedBy.includes(role) ?? false;

/** Does reaching `code` send the customer a new message (rather than edit the last)? */
export const notifiesCustomer = (code: number, orderTypeId: number) => statusFacts(code)?.notifiesCustomer[typeOf(orderTypeId)] ?? false;

/** Does reaching `code` alert the operators? */
export const notifiesOperators = (code: number) => statusFacts(code)?.notifiesOperators ?? false;

/** The label id of `code`, for an order of this type (without one: the status's own label). */
export const statusLabelId = (code: number, orderTypeId: number = DELIVERY): StatusLabelId | undefined =>
  statusFacts(code)?.label[typeOf(orderTypeId)];

/** The English name, for logs and the CLI: "on the way"; the code itself when it is not a status. */
export const statusName = (code: number): string => statusFacts(code)?.name ?? String(code);

/** The board's columns, left to right. */
export const BOARD_COLUMNS: readonly StatusCode[] = [...ROWS].sort((a, b) => a.boardColumn - b.boardColumn).map((row) => row.code);

/** The statuses an order of this type passes through, in order (for the tracker's timeline). */
export function timeline(orderTypeId: number): StatusCode[] {
  const steps: StatusCode[] = [];
  for (let code: StatusCode | null = STATUS.received; code !== null; code = nextStatus(code, orderTypeId)) steps.push(code);
  return steps;
}
