// The checks Payme's sandbox (test.paycom.uz, "Песочница") runs against a merchant before a
// cashbox goes live, as a list: a wrong key, a wrong amount, an unknown order, an unknown
// transaction, create → perform → cancel, create → cancel, repeats of every call, two
// transactions for one order, the 12-hour timeout, the statement and fiscal data. Each scenario
// records what it expected and what came back; nothing throws, so one run lists every failure.
import { PAYME_METHODS } from "../rpc";
import { type PaymeCaller, paymeTxId, type RpcAnswer } from "./payme-client";

export interface ScenarioInput {
  /** Calls the merchant with the right key. */
  caller: PaymeCaller;
  /** A fresh order awaiting its Payme payment: our order id and its amount in tiyin. */
  newOrder(): Promise<{ orderId: number; amount: number }>;
  /** Payme's clock (ms), sent as CreateTransaction's `time`. */
  now(): number;
  /**
   * Moves the merchant's clock forward (the timeout scenario runs last for that reason). Without
   * it, the timeout scenario sends a `time` already 12 hours old instead.
   */
  advanceClock?(ms: number): void;
}

export interface ScenarioResult {
  scenario: string;
  check: string;
  ok: boolean;
  got: unknown;
}

export const TIMEOUT_MS = 12 * 60 * 60 * 1000;

type Check = (check: string, ok: boolean, got: unknown) => void;

const code = (a: RpcAnswer) => a.error?.code;
function isAccountError({ error }: RpcAnswer): boolean {
  if (!error || error.code > -31050 || error.code < -31099 || error.data !== "order_id") return false;
  const message = error.message;
  return typeof message === "object" && ["ru", "uz", "en"].every((l) => typeof message[l] === "string");
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const account = (orderId: number | string) => ({ order_id: String(orderId) });

type Scenario = (input: ScenarioInput, check: Check) => Promise<void>;

const scenarios: Record<string, Scenario> = {
  async "wrong key"({ caller, newOrder }, check) {
    const { orderId, amount } = await newOrder();
    for (const method of PAYME_METHODS) {
      const params = { id: paymeTxId(), amount, account: account(orderId), time: Date.now(), from: 0, to: 1, reason: 1 };
      const wrong = await caller.callWith("not-the-key", method, params);
      check(`${method} with another key: -32504`, code(wrong) === -32504, wrong);
    }
    const none = await caller.callWith(null, "CheckPerformTransaction", { amount, account: account(orderId) });
    check("no Authorization: -32504", code(none) === -32504, none);
  },

  async "wrong amount"({ caller, newOrder, now }, check) {
    const { orderId, amount } = await newOrder();
    const checkAnswer = await caller.call("CheckPerformTransaction", { amount: amount + 100, account: account(orderId) });
    check("CheckPerformTransaction: -31001", code(checkAnswer) === -31001, checkAnswer);
    const create = await caller.call("CreateTransaction", {
      id: paymeTxId(),
      time: now(),
      amount: amount - 100,
      account: account(orderId),
    });
    check("CreateTransaction: -31001", code(create) === -31001, create);
  },

  async "unknown order"({ caller, now }, check) {
    for (const orderId of ["999999999", "abc", ""]) {
      const checkAnswer = await caller.call("CheckPerformTransaction", { amount: 100_000, account: account(orderId) });
      check(
        `CheckPerformTransaction ${JSON.stringify(orderId)}: -31050…-31099 with data and ru/uz/en`,
        isAccountError(checkAnswer),
        checkAnswer,
      );
    }
    const create = await caller.call("CreateTransaction", { id: paymeTxId(), time: now(), amount: 100_000, account: account(999999999) });
    check("CreateTransaction: an account error", isAccountError(create), create);
  },

  async "unknown transaction"({ caller }, check) {
    for (const method of ["PerformTransaction", "CancelTransaction", "CheckTransaction"]) {
      const answer = await caller.call(method, { id: paymeTxId(), reason: 1 });
      check(`${method}: -31003`, code(answer) === -31003, answer);
    }
    const fiscal = await caller.call("SetFiscalData", { id: paymeTxId(), type: "PERFORM", fiscal_data: { status_code: 0 } });
    check("SetFiscalData: -31003", code(fiscal) === -31003, fiscal);
  },

  async "create, perform, cancel"({ caller, newOrder, now }, check) {
    const { orderId, amount } = await newOrder();
    const id = paymeTxId();
    const allow = await caller.call("CheckPerformTransaction", { amount, account: account(orderId) });
    check("CheckPerformTransaction: allow", allow.result?.allow === true, allow);
    const created = await caller.call("CreateTransaction", { id, time: now(), amount, account: account(orderId) });
    check("CreateTransaction: state 1", created.result?.state === 1 && Number(created.result?.create_time) > 0, created);
    const performed = await caller.call("PerformTransaction", { id });
    check("PerformTransaction: state 2", performed.result?.state === 2 && Number(performed.result?.perform_time) > 0, performed);
    const paidCheck = await caller.call("CheckTransaction", { id });
    check("CheckTransaction: state 2, reason null", paidCheck.result?.state === 2 && paidCheck.result?.reason === null, paidCheck);
    const fiscal = await caller.call("SetFiscalData", {
      id,
      type: "PERFORM",
      fiscal_data: { receipt_id: 1, status_code: 0, fiscal_sign: "800031554082", qr_code_url: "https://ofd.soliq.uz/check?t=1" },
    });
    check("SetFiscalData: success", fiscal.result?.success === true, fiscal);
    const again = await caller.call("CheckPerformTransaction", { amount, account: account(orderId) });
    check("a paid order: an account error", isAccountError(again), again);
    const cancelled = await caller.call("CancelTransaction", { id, reason: 5 });
    check(
      "CancelTransaction after perform: state -2",
      cancelled.result?.state === -2 && Number(cancelled.result?.cancel_time) > 0,
      cancelled,
    );
    const last = await caller.call("CheckTransaction", { id });
    check("CheckTransaction: state -2, reason 5", last.result?.state === -2 && last.result?.reason === 5, last);
  },

  async "create, cancel"({ caller, newOrder, now }, check) {
    const { orderId, amount } = await newOrder();
    const id = paymeTxId();
    await caller.call("CreateTransaction", { id, time: now(), amount, account: account(orderId) });
    const cancelled = await caller.call("CancelTransaction", { id, reason: 3 });
    check("CancelTransaction before perform: state -1", cancelled.result?.state === -1, cancelled);
    const perform = await caller.call("PerformTransaction", { id });
    check("PerformTransaction of a cancelled one: -31008", code(perform) === -31008, perform);
    const recreate = await caller.call("CreateTransaction", { id, time: now(), amount, account: account(orderId) });
    check("CreateTransaction of a cancelled id: -31008", code(recreate) === -31008, recreate);
    const retry = await caller.call("CreateTransaction", { id: paymeTxId(), time: now(), amount, account: account(orderId) });
    check("another transaction after a cancelled one: state 1", retry.result?.state === 1, retry);
  },

  async repeats({ caller, newOrder, now }, check) {
    const { orderId, amount } = await newOrder();
    const id = paymeTxId();
    const params = { id, time: now(), amount, account: account(orderId) };
    const twice = async (method: string, p: Record<string, unknown>) => {
      const first = await caller.call(method, p);
      const second = await caller.call(method, p);
      check(`${method} twice: the same answer`, first.result !== undefined && same(first.result, second.result), [first, second]);
    };
    await twice("CreateTransaction", params);
    await twice("CheckTransaction", { id });
    await twice("PerformTransaction", { id });
    await twice("CheckTransaction", { id });
    await twice("CancelTransaction", { id, reason: 5 });
    await twice("CheckTransaction", { id });
  },

  async "two transactions for one order"({ caller, newOrder, now }, check) {
    const { orderId, amount } = await newOrder();
    const first = paymeTxId();
    await caller.call("CreateTransaction", { id: first, time: now(), amount, account: account(orderId) });
    const second = await caller.call("CreateTransaction", { id: paymeTxId(), time: now(), amount, account: account(orderId) });
    check("a second transaction while the first is live: an account error", isAccountError(second), second);
    const checkPerform = await caller.call("CheckPerformTransaction", { amount, account: account(orderId) });
    check("CheckPerformTransaction meanwhile: an account error", isAccountError(checkPerform), checkPerform);
    const performed = await caller.call("PerformTransaction", { id: first });
    check("the first still performs: state 2", performed.result?.state === 2, performed);
  },

  async statement({ caller, newOrder, now }, check) {
    const { orderId, amount } = await newOrder();
    const id = paymeTxId();
    const from = now();
    const created = await caller.call("CreateTransaction", { id, time: from, amount, account: account(orderId) });
    const createTime = Number(created.result?.create_time);
    const statement = await caller.call("GetStatement", { from: createTime, to: createTime });
    const entries = (statement.result?.transactions ?? []) as Record<string, unknown>[];
    const entry = entries.find((t) => t.id === id);
    check(
      "GetStatement lists it with Payme's fields",
      entry !== undefined &&
        entry.time === from &&
        entry.amount === amount &&
        same(entry.account, account(orderId)) &&
        entry.state === 1 &&
        entry.transaction === created.result?.transaction,
      statement,
    );
    const before = await caller.call("GetStatement", { from: 0, to: createTime - 1 });
    const listed = ((before.result?.transactions ?? []) as Record<string, unknown>[]).some((t) => t.id === id);
    check("GetStatement before its create time: not listed", before.result !== undefined && !listed, before);
  },

  async timeout({ caller, newOrder, now, advanceClock }, check) {
    const { orderId, amount } = await newOrder();
    const id = paymeTxId();
    if (!advanceClock) {
      const stale = await caller.call("CreateTransaction", { id, time: now() - TIMEOUT_MS - 1, amount, account: account(orderId) });
      check("CreateTransaction 12 hours after Payme's time: -31008", code(stale) === -31008, stale);
      return;
    }
    await caller.call("CreateTransaction", { id, time: now(), amount, account: account(orderId) });
    advanceClock(TIMEOUT_MS + 1);
    const perform = await caller.call("PerformTransaction", { id });
    check("PerformTransaction after 12 hours: -31008", code(perform) === -31008, perform);
    const state = await caller.call("CheckTransaction", { id });
    check("CheckTransaction: cancelled (-1) with reason 4", state.result?.state === -1 && state.result?.reason === 4, state);
  },
};

/** The scenario names, in the order they run (the timeout last: it moves the clock). */
export const SCENARIOS = Object.keys(scenarios);

export async function runScenarios(input: ScenarioInput, only: string[] = SCENARIOS): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const name of only) {
    const check: Check = (label, ok, got) => results.push({ scenario: name, check: label, ok, got });
    try {
      await scenarios[name](input, check);
    } catch (err) {
      check("ran to the end", false, String(err));
    }
  }
  return results;
}
