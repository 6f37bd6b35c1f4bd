// Sign-in codes by SMS through Eskiz (notify.eskiz.uz), the common SMS gateway in Uzbekistan:
// POST /api/auth/login with the account's email and password gives a bearer token, kept in
// memory and shared by every send of this process; a 401 on a send logs in again once and retries.
// POST /api/message/sms/send takes mobile_phone (998…, no plus), message (an approved template,
// code-messages.ts), from (the approved sender name) and callback_url for delivery reports.
import { createHmac } from "node:crypto";
import { type ChannelSender, type CodeMessage, postToProvider, SendFailure } from "./code-sender";
import { codeSms } from "./code-messages";

export interface EskizOptions {
  email: string;
  password: string;
  /** The sender name approved in the cabinet (4546 is Eskiz's own). */
  from: string;
  /** https://notify.eskiz.uz, or a fake's address in tests. */
  url: string;
  /** Where Eskiz posts delivery statuses; none without PUBLIC_URL. */
  callbackUrl: string | null;
  /** The whole send (login included) must finish within this; 5 s by default. */
  timeoutMs?: number;
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const messageOf = (body: unknown) =>
  body && typeof body === "object" && "message" in body && typeof body.message === "string" ? body.message.slice(0, 100) : "";

export function eskizSender(options: EskizOptions): ChannelSender {
  const timeoutMs = options.timeoutMs ?? 5000;
  let token: string | null = null;
  /** One login at a time: sends that arrive during it wait for its token. */
  let loggingIn: Promise<string> | null = null;

  const login = (signal: AbortSignal): Promise<string> => {
    loggingIn ??= (async () => {
      const { status, body } = await postToProvider(
        "eskiz",
        "login",
        `${options.url}/api/auth/login`,
        { headers: { Accept: "application/json" }, body: form({ email: options.email, password: options.password }) },
        signal,
      );
      const fresh = (body as { data?: { token?: unknown } } | null)?.data?.token;
      if (status < 200 || status >= 300 || typeof fresh !== "string" || !fresh) {
        throw new SendFailure(
          "eskiz",
          `login: refused (${status}${messageOf(body) ? `: ${messageOf(body)}` : ""})`,
          status === 401 || status === 400,
        );
      }
      token = fresh;
      return fresh;
    })().finally(() => {
      loggingIn = null;
    });
    return loggingIn;
  };

  const sendWith = (bearer: string, message: CodeMessage, signal: AbortSignal) =>
    postToProvider(
      "eskiz",
      "send",
      `${options.url}/api/message/sms/send`,
      {
        headers: { Authorization: `Bearer ${bearer}`, Accept: "application/json" },
        body: form({
          mobile_phone: message.phone.replace(/^\+/, ""),
          message: codeSms(message.locale, message.code),
          from: options.from,
          ...(options.callbackUrl ? { callback_url: options.callbackUrl } : {}),
        }),
      },
      signal,
    );

  return {
    name: "eskiz",
    channel: "sms",
    async send(message) {
      const signal = AbortSignal.timeout(timeoutMs);
      const used = token ?? (await login(signal));
      let answer = await sendWith(used, message, signal);
      if (answer.status === 401) {
        // The token expired (they last 30 days) or was revoked: log in again, once. Another send
        // may have renewed it meanwhile.
        const renewed = token && token !== used ? token : await login(signal);
        answer = await sendWith(renewed, message, signal);
      }
      if (answer.status < 200 || answer.status >= 300) {
        const detail = messageOf(answer.body);
        throw new SendFailure(
          "eskiz",
          `send: refused (${answer.status}${detail ? `: ${detail}` : ""})`,
          answer.status >= 400 && answer.status < 500,
        );
      }
    },
  };
}

/**
 * The key in Eskiz's callback address (`?key=`): Eskiz does not sign its reports, so the address
 * itself is the secret, derived from the account's password (only the path is logged).
 */
export function eskizReportKey(password: string): string {
  return createHmac("sha256", password).update("eskiz-delivery-report").digest("hex").slice(0, 32);
}
