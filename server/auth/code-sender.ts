// Where sign-in codes go. CODE_SENDER names the senders, tried in order (create-code-sender.ts):
// `log` writes one log line with the phone number and the code (demos and tests read it),
// `telegram` sends through the Telegram Gateway, `eskiz` by SMS through Eskiz. A sender that
// fails (timeout, network error, 5xx, 429, a number it cannot reach) hands over to the next one;
// when every one has failed the chain throws CodeNotSentError and the route answers 503.
import type { CodeChannel } from "../../src/contract/auth";
import type { Locale } from "../../src/domain/locales";
import { errorFields, log } from "../log";

export interface CodeMessage {
  /** E.164, +998… (the contract's uzPhone). */
  phone: string;
  code: string;
  /** How long the code is valid. */
  ttlSeconds: number;
  /** The customer's language: the SMS template's. */
  locale: Locale;
  /** `sms`: skip Telegram (the sign-in sheet's "send by SMS instead"). */
  via?: "sms";
}

/** What the phone route talks to: sends a code and says where it went. */
export interface CodeSender {
  /** Resolves with the channel of the sender that took the code; throws when none could. */
  send(message: CodeMessage): Promise<CodeChannel>;
  /** An SMS sender is among those tried ("send by SMS instead" can be offered). */
  readonly smsAvailable?: boolean;
}

export type SenderName = "log" | "telegram" | "eskiz";

/** One way of sending; throws (preferably a SendFailure) when it could not. */
export interface ChannelSender {
  readonly name: SenderName;
  readonly channel: CodeChannel;
  send(message: CodeMessage): Promise<void>;
}

/** Why one sender did not deliver; `reason` is short and safe to log (no code, no secrets). */
export class SendFailure extends Error {
  constructor(
    readonly sender: SenderName,
    readonly reason: string,
    /** Our configuration is wrong (bad token, refused credentials): logged as an error, not a warning. */
    readonly misconfigured = false,
  ) {
    super(`${sender}: ${reason}`);
  }
}

/** Every sender failed (or none was left to try). */
export class CodeNotSentError extends Error {
  constructor(readonly failures: string[]) {
    super(`No sign-in code sender delivered: ${failures.join("; ") || "no sender"}`);
  }
}

export const logChannelSender: ChannelSender = {
  name: "log",
  channel: "log",
  async send({ phone, code }) {
    log("info", "sign-in code", { phone, code });
  },
};

/** The senders in order; `via: "sms"` skips Telegram (unless that would leave nothing to try). */
export function codeSenderChain(senders: ChannelSender[]): CodeSender {
  return {
    smsAvailable: senders.some((s) => s.channel === "sms"),
    async send(message) {
      const withoutTelegram = senders.filter((s) => s.channel !== "telegram");
      const order = message.via === "sms" && withoutTelegram.length > 0 ? withoutTelegram : senders;
      const failures: string[] = [];
      for (const sender of order) {
        try {
          await sender.send(message);
          return sender.channel;
        } catch (err) {
          const failure = err instanceof SendFailure ? err : new SendFailure(sender.name, err instanceof Error ? err.message : String(err));
          failures.push(failure.message);
          const next = order[order.indexOf(sender) + 1]?.name ?? null;
          log(failure.misconfigured ? "error" : "warn", "sign-in code sender failed", {
            sender: sender.name,
            reason: failure.reason,
            next,
            ...(err instanceof SendFailure ? {} : errorFields(err)),
          });
        }
      }
      throw new CodeNotSentError(failures);
    },
  };
}

/** The server log only (the embedded default). */
export const logCodeSender: CodeSender = codeSenderChain([logChannelSender]);

/**
 * One provider call: a POST whose JSON answer is read. Timeouts, network errors, 429 and 5xx
 * become SendFailures; other statuses are the caller's (`status` and `body`).
 */
export async function postToProvider(
  sender: SenderName,
  /** The call's name in failures: "checkSendAbility", "login"… */
  call: string,
  url: string,
  init: { headers?: Record<string, string>; body: string | FormData },
  signal: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", headers: init.headers, body: init.body, signal, redirect: "error" });
  } catch (err) {
    const timedOut = signal.aborted || (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError"));
    throw new SendFailure(
      sender,
      `${call}: ${timedOut ? "timed out" : `network error (${err instanceof Error ? err.message : String(err)})`}`,
    );
  }
  let text = "";
  try {
    text = await res.text();
  } catch {
    throw new SendFailure(sender, `${call}: ${signal.aborted ? "timed out" : `answer ${res.status} cut off`}`);
  }
  if (res.status === 429) throw new SendFailure(sender, `${call}: rate limited (429)`);
  if (res.status >= 500) throw new SendFailure(sender, `${call}: server error (${res.status})`);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: res.status, body };
}
