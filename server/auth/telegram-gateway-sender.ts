// Sign-in codes in Telegram through the Telegram Gateway API (core.telegram.org/gateway/api):
// checkSendAbility for the number (a number without Telegram is refused there, and the chain
// moves on to SMS), then sendVerificationMessage with that request_id (so it is billed once),
// our own code and its time to live. Delivery reports come back to POST /api/auth/code-report
// (code-report-routes.ts) when PUBLIC_URL is set.
import { type ChannelSender, type CodeMessage, postToProvider, SendFailure } from "./code-sender";

export interface TelegramGatewayOptions {
  token: string;
  /** https://gatewayapi.telegram.org, or a fake's address in tests. */
  url: string;
  /** Where reports go: `${PUBLIC_URL}/api/auth/code-report`; none without PUBLIC_URL. */
  callbackUrl: string | null;
  /** The whole send (both calls) must finish within this; 5 s by default. */
  timeoutMs?: number;
}

/** Errors that mean our token or account is wrong, not the number. */
const ACCOUNT_ERRORS = /^(ACCESS_TOKEN|TOKEN|BALANCE|ACCOUNT)/;

type GatewayAnswer = { ok?: boolean; error?: string; result?: { request_id?: string } };

/** The Gateway takes a time to live between 60 and 3600 s (both old and current limits). */
const gatewayTtl = (seconds: number) => Math.min(3600, Math.max(60, Math.round(seconds)));

export function telegramGatewaySender(options: TelegramGatewayOptions): ChannelSender {
  const timeoutMs = options.timeoutMs ?? 5000;
  const call = async (method: string, params: Record<string, unknown>, signal: AbortSignal) => {
    const { status, body } = await postToProvider(
      "telegram",
      method,
      `${options.url}/${method}`,
      {
        headers: { Authorization: `Bearer ${options.token}`, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(params),
      },
      signal,
    );
    const answer = (body && typeof body === "object" ? body : {}) as GatewayAnswer;
    if (answer.ok === true && status >= 200 && status < 300) return answer.result ?? {};
    const error = typeof answer.error === "string" ? answer.error.slice(0, 100) : `HTTP ${status}`;
    throw new SendFailure("telegram", `${method}: ${error}`, status === 401 || ACCOUNT_ERRORS.test(error));
  };
  return {
    name: "telegram",
    channel: "telegram",
    async send(message: CodeMessage) {
      const signal = AbortSignal.timeout(timeoutMs);
      const ability = await call("checkSendAbility", { phone_number: message.phone }, signal);
      const sent = await call(
        "sendVerificationMessage",
        {
          phone_number: message.phone,
          ...(ability.request_id ? { request_id: ability.request_id } : {}),
          code: message.code,
          ttl: gatewayTtl(message.ttlSeconds),
          ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
        },
        signal,
      );
      if (!sent.request_id) throw new SendFailure("telegram", "sendVerificationMessage: no request_id in the answer");
    },
  };
}
