// What Click's servers send to a merchant's Prepare and Complete addresses, signed as docs.click.uz
// says, and the checks of Click's own SHOP API emulator (merchant cabinet, "test") run as a list:
// a wrong signature, a wrong amount, an unknown order, prepare → complete, complete with an error,
// and repeats. fake-click.ts uses it for its pay page; tests call it directly.
import { ACTION_COMPLETE, ACTION_PREPARE, type ClickAnswer, clickSignature } from "../protocol";

/** Sends one form to /api/payments/click/{stage} of the merchant and gives the HTTP answer. */
export type MerchantPost = (stage: "prepare" | "complete", form: URLSearchParams) => Promise<Response>;

/** A merchant reached over HTTP at `baseUrl` (the server under test on loopback). */
export const postTo =
  (baseUrl: string): MerchantPost =>
  (stage, form) =>
    fetch(`${baseUrl.replace(/\/+$/, "")}/api/payments/click/${stage}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });

/** Every field of a Prepare or Complete form (a fuzzer's names to mix with junk ones). */
export const CLICK_FORM_FIELDS = [
  "click_trans_id",
  "service_id",
  "click_paydoc_id",
  "merchant_trans_id",
  "merchant_prepare_id",
  "amount",
  "action",
  "error",
  "error_note",
  "sign_time",
  "sign_string",
];

/** A call's values; a fuzzer may give any text where Click sends a number. */
export interface ClickCallInput {
  clickTransId: number | string;
  clickPaydocId: number | string;
  orderId: number | string;
  /** So'm, as Click writes it ("15000" or "15000.00"). */
  amount: string;
  /** Complete only. */
  prepareId?: number | string | null;
  error?: number | string;
  errorNote?: string;
  signTime?: string;
  /** Another action than the stage's (0 prepare, 1 complete). */
  action?: number | string;
  /** Sign with this key instead (a wrong signature). */
  signWith?: string;
}

/** A signed form of a Prepare (action 0) or Complete (action 1) call. */
export function clickForm(stage: "prepare" | "complete", input: ClickCallInput, serviceId: string, secretKey: string): URLSearchParams {
  const complete = stage === "complete";
  const call = {
    clickTransId: String(input.clickTransId),
    serviceId,
    merchantTransId: String(input.orderId),
    merchantPrepareId: complete ? String(input.prepareId ?? "") : null,
    amount: input.amount,
    action: String(input.action ?? (complete ? ACTION_COMPLETE : ACTION_PREPARE)),
    signTime: input.signTime ?? "2026-11-21 12:00:00",
  };
  const form = new URLSearchParams({
    click_trans_id: call.clickTransId,
    service_id: serviceId,
    click_paydoc_id: String(input.clickPaydocId),
    merchant_trans_id: call.merchantTransId,
    ...(complete ? { merchant_prepare_id: call.merchantPrepareId ?? "" } : {}),
    amount: call.amount,
    action: call.action,
    error: String(input.error ?? 0),
    error_note: input.errorNote ?? (Number(input.error ?? 0) ? "Payment failed" : "Success"),
    sign_time: call.signTime,
    sign_string: clickSignature(call, input.signWith ?? secretKey),
  });
  return form;
}

export interface ScenarioResult {
  name: string;
  /** The code Click's emulator expects. */
  expected: number;
  answer: ClickAnswer;
  status: number;
  passed: boolean;
}

export interface EmulatorOptions {
  post: MerchantPost;
  serviceId: string;
  secretKey: string;
  /** A fresh click_trans_id / click_paydoc_id for each new transaction. */
  nextId: () => number;
}

async function send(options: EmulatorOptions, stage: "prepare" | "complete", input: ClickCallInput) {
  const res = await options.post(stage, clickForm(stage, input, options.serviceId, options.secretKey));
  return { status: res.status, answer: (await res.json()) as ClickAnswer };
}

/**
 * Click's emulator list against two unpaid orders of the merchant: `payable` (paid in the end) and
 * `spare` (a payment that fails on Complete). Amounts are so'm as Click sends them.
 */
export async function runClickScenarios(
  options: EmulatorOptions,
  payable: { orderId: number; amount: string },
  spare: { orderId: number; amount: string },
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const check = async (name: string, expected: number, stage: "prepare" | "complete", input: ClickCallInput) => {
    const { status, answer } = await send(options, stage, input);
    results.push({ name, expected, answer, status, passed: status === 200 && answer.error === expected });
    return answer;
  };
  const tx = () => {
    const id = options.nextId();
    return { clickTransId: id, clickPaydocId: id + 500_000 };
  };
  const wrongAmount = String(Number(payable.amount) + 1000);

  await check("prepare with a wrong signature", -1, "prepare", { ...tx(), ...payable, signWith: "not-the-key" });
  await check("prepare with a wrong amount", -2, "prepare", { ...tx(), orderId: payable.orderId, amount: wrongAmount });
  await check("prepare of an unknown order", -5, "prepare", { ...tx(), orderId: 999_999_999, amount: payable.amount });
  await check("prepare with an unknown action", -3, "prepare", { ...tx(), ...payable, action: 7 });

  // A payment that fails on Click's side: its Complete carries a negative error.
  const failing = tx();
  const failPrepared = await check("prepare (to fail)", 0, "prepare", { ...failing, ...spare });
  await check("complete with an error (-5017)", -9, "complete", {
    ...failing,
    ...spare,
    prepareId: failPrepared.merchant_prepare_id,
    error: -5017,
    errorNote: "Insufficient funds",
  });
  await check("complete of the cancelled transaction again", -9, "complete", {
    ...failing,
    ...spare,
    prepareId: failPrepared.merchant_prepare_id,
  });

  const paying = tx();
  const prepared = await check("prepare", 0, "prepare", { ...paying, ...payable });
  await check("prepare repeated", 0, "prepare", { ...paying, ...payable });
  await check("complete with an unknown merchant_prepare_id", -6, "complete", { ...paying, ...payable, prepareId: 2_000_000_000 });
  await check("complete with a wrong signature", -1, "complete", {
    ...paying,
    ...payable,
    prepareId: prepared.merchant_prepare_id,
    signWith: "not-the-key",
  });
  await check("complete with a wrong amount", -2, "complete", {
    ...paying,
    orderId: payable.orderId,
    amount: wrongAmount,
    prepareId: prepared.merchant_prepare_id,
  });
  await check("complete", 0, "complete", { ...paying, ...payable, prepareId: prepared.merchant_prepare_id });
  await check("complete repeated", -4, "complete", { ...paying, ...payable, prepareId: prepared.merchant_prepare_id });
  await check("complete with an error after success", -4, "complete", {
    ...paying,
    ...payable,
    prepareId: prepared.merchant_prepare_id,
    error: -1,
  });
  await check("prepare of the paid order", -4, "prepare", { ...tx(), ...payable });
  return results;
}
