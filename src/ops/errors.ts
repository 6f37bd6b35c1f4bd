// The server's refusals as the console says them (HttpError.code → a translated sentence).
import { useLingui } from "@lingui/react/macro";
import { HttpError } from "../lib/http/http-error";

export function useProblem() {
  const { t } = useLingui();
  return (err: unknown): string => {
    if (!(err instanceof HttpError)) return t`No connection to the server. Try again.`;
    switch (err.code) {
      case "admin_only":
        return t`Only an admin may do this.`;
      case "other_restaurant":
        return t`This is another restaurant's: you may only run your own.`;
      case "status_changed":
        return t`Someone else has just changed this order; the board is up to date again.`;
      case "illegal_transition":
        return t`This order is finished and cannot move on.`;
      case "awaiting_payment":
        return t`This order is not paid yet: it cannot go to the kitchen.`;
      case "not_staff":
        return t`This account is not on the staff list.`;
      case "not_found":
      case "order_not_found":
        return t`It no longer exists.`;
      case "wrong_code":
        return t`The code is wrong.`;
      case "code_expired":
      case "no_code":
        return t`The code has expired: ask for a new one.`;
      case "too_soon":
        return t`A code was sent moments ago: wait a minute before asking again.`;
      case "invalid_parameters":
        return t`Check the fields marked in red.`;
    }
    if (err.status === 401) return t`Your session has ended: sign in again.`;
    if (err.status === 403) return t`You may not do this.`;
    if (err.status === 429) return t`Too many attempts. Wait a minute and try again.`;
    if (err.status >= 500) return t`The server failed. Try again in a moment.`;
    return err.message;
  };
}
