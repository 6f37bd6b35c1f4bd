// Click SHOP API, the wire (docs.click.uz, "Click-API – Request" and "Click-API – Error"): Click's
// servers POST application/x-www-form-urlencoded fields to our Prepare (action 0) and Complete
// (action 1) addresses, signed with MD5 over the documented fields and our secret key; we answer
// JSON with HTTP 200 and an `error` code. This module reads and checks the fields; what the codes do
// to the ledger is handlers.ts.
import { createHash, timingSafeEqual } from "node:crypto";

/** Our answers' codes, as Click's table names them. */
export const CLICK_ERROR = {
  success: { error: 0, note: "Success" },
  signFailed: { error: -1, note: "SIGN CHECK FAILED!" },
  wrongAmount: { error: -2, note: "Incorrect parameter amount" },
  actionNotFound: { error: -3, note: "Action not found" },
  alreadyPaid: { error: -4, note: "Already paid" },
  orderNotFound: { error: -5, note: "User does not exist" },
  transactionNotFound: { error: -6, note: "Transaction does not exist" },
  updateFailed: { error: -7, note: "Failed to update user" },
  badRequest: { error: -8, note: "Error in request from click" },
  cancelled: { error: -9, note: "Transaction cancelled" },
} as const;

export type ClickErrorKind = keyof typeof CLICK_ERROR;

export const ACTION_PREPARE = 0;
export const ACTION_COMPLETE = 1;

/** The fields of a Prepare or Complete call, checked for shape (not yet for the signature). */
export interface ClickCall {
  clickTransId: string;
  serviceId: string;
  clickPaydocId: string;
  /** Our order's id, as sent (digits). */
  merchantTransId: string;
  /** Complete only: our payment's id from the Prepare answer. */
  merchantPrepareId: string | null;
  /** As sent: the signature covers these exact characters ("15000" or "15000.00"). */
  amount: string;
  action: string;
  error: string;
  errorNote: string;
  signTime: string;
  signString: string;
}

const DIGITS = /^\d{1,19}$/;
const SIGNED_INT = /^-?\d{1,10}$/;
/** So'm with at most two decimals (tiyin). */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const MD5_HEX = /^[0-9a-fA-F]{32}$/;

/** The parse of a form: the call, or why it is not one (answered -8). */
export type ParsedCall = { ok: true; call: ClickCall } | { ok: false; reason: string };

/** Reads the form fields Click documents; `complete` also needs merchant_prepare_id. */
export function parseClickCall(fields: Record<string, unknown>, complete: boolean): ParsedCall {
  const text = (name: string, max = 64): string | null => {
    const value = fields[name];
    if (typeof value !== "string" || value.length > max || value.includes("\0")) return null;
    return value;
  };
  const need = (name: string, pattern: RegExp, max = 64): string | null => {
    const value = text(name, max)?.trim();
    return value !== undefined && pattern.test(value) ? value : null;
  };
  const values = {
    click_trans_id: need("click_trans_id", DIGITS),
    service_id: need("service_id", DIGITS),
    click_paydoc_id: need("click_paydoc_id", DIGITS),
    merchant_trans_id: text("merchant_trans_id")?.trim() || null,
    merchant_prepare_id: complete ? need("merchant_prepare_id", DIGITS) : "",
    amount: text("amount")?.trim() || null,
    action: need("action", SIGNED_INT),
    error: need("error", SIGNED_INT),
    sign_time: text("sign_time")?.trim() || null,
    sign_string: need("sign_string", MD5_HEX),
  };
  const v = values;
  if (
    v.click_trans_id === null ||
    v.service_id === null ||
    v.click_paydoc_id === null ||
    v.merchant_trans_id === null ||
    v.merchant_prepare_id === null ||
    v.amount === null ||
    v.action === null ||
    v.error === null ||
    v.sign_time === null ||
    v.sign_string === null
  ) {
    const missing = Object.entries(values).filter(([, value]) => value === null);
    return { ok: false, reason: `missing or malformed: ${missing.map(([k]) => k).join(", ")}` };
  }
  return {
    ok: true,
    call: {
      clickTransId: v.click_trans_id,
      serviceId: v.service_id,
      clickPaydocId: v.click_paydoc_id,
      merchantTransId: v.merchant_trans_id,
      merchantPrepareId: complete ? v.merchant_prepare_id : null,
      amount: v.amount,
      action: v.action,
      error: v.error,
      errorNote: text("error_note", 1000) ?? "",
      signTime: v.sign_time,
      signString: v.sign_string,
    },
  };
}

/** md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id +] amount + action + sign_time). */
export function clickSignature(
  call: Pick<ClickCall, "clickTransId" | "serviceId" | "merchantTransId" | "merchantPrepareId" | "amount" | "action" | "signTime">,
  secretKey: string,
): string {
  const text =
    call.clickTransId +
    call.serviceId +
    secretKey +
    call.merchantTransId +
    (call.merchantPrepareId ?? "") +
    call.amount +
    call.action +
    call.signTime;
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** The call's sign_string against ours, in constant time. */
export function signatureValid(call: ClickCall, secretKey: string): boolean {
  const expected = Buffer.from(clickSignature(call, secretKey));
  const given = Buffer.from(call.signString.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Click's amount (so'm, up to two decimals) in tiyin; null when it is not such a number. */
export function amountInTiyin(amount: string): number | null {
  if (!AMOUNT.test(amount)) return null;
  const [whole, fraction = ""] = amount.split(".");
  const tiyin = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(tiyin) ? tiyin : null;
}

/** Our order ids are serial integers: anything else names no order. */
export function orderIdOf(merchantTransId: string): number | null {
  if (!/^\d{1,9}$/.test(merchantTransId)) return null;
  const id = Number(merchantTransId);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Our JSON answer: Click's ids echoed, our id under the stage's name, and the code. */
export interface ClickAnswer {
  click_trans_id: number | string | null;
  merchant_trans_id: string | null;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
}

export function clickAnswer(
  stage: "prepare" | "complete",
  fields: { clickTransId?: string | null; merchantTransId?: string | null },
  kind: ClickErrorKind,
  paymentId: number | null = null,
): ClickAnswer {
  const { error, note } = CLICK_ERROR[kind];
  const id = fields.clickTransId;
  return {
    click_trans_id: id && DIGITS.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : (id ?? null),
    merchant_trans_id: fields.merchantTransId ?? null,
    ...(stage === "prepare" ? { merchant_prepare_id: paymentId } : { merchant_confirm_id: paymentId }),
    error,
    error_note: note,
  };
}
