// A fake Telegram Gateway API (core.telegram.org/gateway/api) on loopback: checkSendAbility and
// sendVerificationMessage with `Authorization: Bearer <token>`, answers `{ ok, result | error }`.
// Numbers in `withoutTelegram` cannot receive (PHONE_NUMBER_NOT_FOUND). It also signs delivery
// reports the way Telegram does, for POST /api/auth/code-report.
import { randomUUID } from "node:crypto";
import { telegramReportSignature } from "../code-report-routes";
import { type FakeProvider, startFakeProvider } from "./fake-provider";

export interface FakeTelegramGateway extends FakeProvider {
  token: string;
  /** Numbers (E.164) that have no Telegram. */
  withoutTelegram: Set<string>;
  /** Codes delivered: the phone, our code and its time to live. */
  delivered: { phone: string; code: string; ttl: number; requestId: string; callbackUrl?: string }[];
  /** A report as Telegram posts it: the signed headers and the raw body. */
  report(status: Record<string, unknown>, timestamp?: number, token?: string): { headers: Record<string, string>; body: string };
}

export async function startFakeTelegramGateway(token = "gateway-test-token"): Promise<FakeTelegramGateway> {
  const withoutTelegram = new Set<string>();
  const delivered: FakeTelegramGateway["delivered"] = [];
  const checked = new Map<string, string>();
  const fail = (status: number, error: string) => ({ status, body: { ok: false, error } });
  const provider = await startFakeProvider((call) => {
    if (call.headers.authorization !== `Bearer ${token}`) return fail(401, "ACCESS_TOKEN_INVALID");
    const phone = call.fields.phone_number ?? "";
    if (!/^\+\d{8,15}$/.test(phone)) return fail(400, "PHONE_NUMBER_INVALID");
    if (call.path === "/checkSendAbility") {
      if (withoutTelegram.has(phone)) return fail(400, "PHONE_NUMBER_NOT_FOUND");
      const requestId = randomUUID();
      checked.set(requestId, phone);
      return { status: 200, body: { ok: true, result: { request_id: requestId, phone_number: phone, request_cost: 0.01 } } };
    }
    if (call.path === "/sendVerificationMessage") {
      if (withoutTelegram.has(phone)) return fail(400, "PHONE_NUMBER_NOT_FOUND");
      const { code = "", request_id, callback_url } = call.fields;
      if (!/^\d{4,8}$/.test(code)) return fail(400, "CODE_INVALID");
      const ttl = Number(call.fields.ttl);
      if (call.fields.ttl !== undefined && !(ttl >= 30 && ttl <= 3600)) return fail(400, "TTL_INVALID");
      if (request_id !== undefined && checked.get(request_id) !== phone) return fail(400, "REQUEST_ID_INVALID");
      const requestId = request_id ?? randomUUID();
      checked.delete(requestId);
      delivered.push({ phone, code, ttl, requestId, callbackUrl: callback_url });
      return {
        status: 200,
        body: {
          ok: true,
          result: { request_id: requestId, phone_number: phone, request_cost: 0, delivery_status: { status: "sent", updated_at: 1 } },
        },
      };
    }
    return fail(404, "METHOD_NOT_FOUND");
  });
  return {
    ...provider,
    token,
    withoutTelegram,
    delivered,
    report(status, timestamp = Math.floor(Date.now() / 1000), signingToken = token) {
      const body = JSON.stringify(status);
      const ts = String(timestamp);
      return {
        headers: {
          "Content-Type": "application/json",
          "X-Request-Timestamp": ts,
          "X-Request-Signature": telegramReportSignature(signingToken, ts, body),
        },
        body,
      };
    },
  };
}
