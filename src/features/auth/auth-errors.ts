// What went wrong with a sign-in call, read from the server's `code`, `fields` and text
// (server/auth/phone-routes.ts), so the sheet can say it in the customer's language.
import { HttpError, serverMessage } from "../../lib/http/http-error";

export type AuthProblem =
  | { kind: "badPhone" }
  | { kind: "badCode" }
  | { kind: "wrongCode"; left: number | null }
  | { kind: "expired" }
  | { kind: "tooManyAttempts" }
  | { kind: "noCode" }
  | { kind: "wait"; seconds: number }
  | { kind: "tooManyCodes" }
  | { kind: "notSent" }
  | { kind: "other"; text: string | null };

const firstNumber = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : null;
};

export function authProblem(err: unknown): AuthProblem {
  if (!(err instanceof HttpError)) return { kind: "other", text: null };
  const fields = ((err.data as { fields?: Record<string, string> } | null)?.fields ?? {}) as Record<string, string>;
  switch (err.code) {
    case "wrong_code":
      return { kind: "wrongCode", left: firstNumber(err.message, /(\d+)\s+attempt/) };
    case "code_expired":
      return { kind: "expired" };
    case "too_many_attempts":
      return { kind: "tooManyAttempts" };
    case "no_code":
      return { kind: "noCode" };
    case "too_soon":
      return { kind: "wait", seconds: firstNumber(err.message, /(\d+)\s*s\b/) ?? 60 };
    case "too_many_codes":
      return { kind: "tooManyCodes" };
    case "code_not_sent":
      return { kind: "notSent" };
    case "invalid_parameters":
      if (fields.phone) return { kind: "badPhone" };
      if (fields.code) return { kind: "badCode" };
  }
  return { kind: "other", text: serverMessage(err) };
}
