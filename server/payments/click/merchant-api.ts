// Click's Merchant API as docs.click.uz documents it ("Merchant – Request", "Fiscalization"): JSON
// over HTTPS at CLICK_API_URL (https://api.click.uz/v2/merchant), each call carrying the header
// `Auth: merchant_user_id:sha1(timestamp + secret_key):timestamp` (timestamp: 10-digit Unix
// seconds). We use two of its calls:
// - DELETE {CLICK_API_URL}/payment/reversal/{service_id}/{payment_id}: give a paid payment back;
// - POST CLICK_FISCAL_URL (…/payment/ofd_data/submit_items): the receipt's lines for the tax office.
// Every answer carries `error_code` (0 = done) and `error_note`.
import { createHash } from "node:crypto";

export interface ClickMerchantSettings {
  serviceId: string;
  merchantUserId: string;
  secretKey: string;
  /** https://api.click.uz/v2/merchant */
  apiUrl: string;
  /** https://api.click.uz/v2/merchant/payment/ofd_data/submit_items; null = receipts are not sent. */
  fiscalUrl: string | null;
}

/** The Auth header for a call made at `now`. */
export function clickAuthHeader(merchantUserId: string, secretKey: string, now: Date): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const digest = createHash("sha1")
    .update(timestamp + secretKey)
    .digest("hex");
  return `${merchantUserId}:${digest}:${timestamp}`;
}

/** What a call came to: Click's own answer, or why there was none we can read. */
export type MerchantResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: number | null; errorCode: number | null; note: string };

/** How long one call may take before it counts as failed. */
const CALL_TIMEOUT_MS = 15_000;

async function call(
  settings: ClickMerchantSettings,
  method: "POST" | "DELETE",
  url: string,
  body: unknown,
  now: Date,
): Promise<MerchantResult> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Auth: clickAuthHeader(settings.merchantUserId, settings.secretKey, now),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (err) {
    return { ok: false, status: null, errorCode: null, note: `no answer: ${(err as Error).message}` };
  }
  const text = await res.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const answer = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  const errorCode = answer && typeof answer.error_code === "number" ? answer.error_code : null;
  const note = answer && typeof answer.error_note === "string" ? answer.error_note.slice(0, 500) : "";
  // Only an explicit error_code 0 says Click did it; a 2xx without one is not that statement.
  if (res.ok && answer && errorCode === 0) return { ok: true, body: answer };
  return { ok: false, status: res.status, errorCode, note: note || `HTTP ${res.status}` };
}

/** DELETE …/payment/reversal/{service_id}/{payment_id}. */
export function reversePayment(settings: ClickMerchantSettings, paymentId: string, now: Date): Promise<MerchantResult> {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/payment/reversal/${encodeURIComponent(settings.serviceId)}/${encodeURIComponent(paymentId)}`;
  return call(settings, "DELETE", url, undefined, now);
}

/** One line of Click's fiscal `items`, as documented (amounts in tiyin). */
export interface ClickFiscalItem {
  Name: string;
  SPIC: string;
  PackageCode: string;
  /** Price of one unit, tiyin. */
  GoodPrice: number;
  /** The line's total (quantity × unit price), tiyin. */
  Price: number;
  /** Quantity. */
  Amount: number;
  /** VAT included in Price, tiyin. */
  VAT: number;
  VATPercent: number;
  /** Only for commission receipts (an agent selling for another TIN): not sent for our own sales. */
  CommissionInfo?: { TIN?: string; PINFL?: string };
}

export interface ClickFiscalRequest {
  service_id: number;
  payment_id: number;
  items: ClickFiscalItem[];
  received_ecash: number;
  received_cash: number;
  received_card: number;
}

/** POST CLICK_FISCAL_URL with the receipt. */
export async function submitFiscalItems(settings: ClickMerchantSettings, request: ClickFiscalRequest, now: Date): Promise<MerchantResult> {
  if (!settings.fiscalUrl) return { ok: false, status: null, errorCode: null, note: "CLICK_FISCAL_URL is not set" };
  return call(settings, "POST", settings.fiscalUrl, request, now);
}
