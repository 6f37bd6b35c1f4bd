// The one place the console turns a failure into words: the server's refusals (HttpError.code, then
// its status) as a translated sentence, and the fields a 400 named. Every failed save is toasted
// with `problemText` by the console's QueryClient (shared/query-client.ts); a section shows a
// failed load with it (shared/section-state.tsx).
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { HttpError } from "../lib/http/http-error";

/** The fields a 400 named, `{ field: problem }` (the server's English text). */
export function problemFields(err: unknown): Record<string, string> {
  if (!(err instanceof HttpError)) return {};
  const data = err.data as { fields?: unknown } | null;
  const fields = data?.fields;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));
}

/** The server's problem with one field or any of its parts (`name` matches `name.ru` too), if it named one. */
export function fieldProblem(err: unknown, key: string): string | undefined {
  return Object.entries(problemFields(err)).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1];
}

/** What went wrong, in the console's current language. */
export function problemText(err: unknown): string {
  if (!(err instanceof HttpError)) return t`No connection to the server. Check the network and try again.`;
  switch (err.code) {
    case "admin_only":
      return t`Only an admin can change this.`;
    case "other_restaurant":
      return t`This is another restaurant's: you may only run your own.`;
    case "status_changed":
      return t`Someone else has just changed this order; the board is up to date again.`;
    case "illegal_transition":
      return t`This order is finished and cannot move on.`;
    case "awaiting_payment":
      return t`This order is not paid yet: it cannot go to the kitchen.`;
    case "promo_code_exists":
      return t`This promo code exists already: choose another one.`;
    case "staff_exists":
      return t`Someone on the staff list already has this phone or Telegram id.`;
    case "cannot_remove_self":
      return t`You cannot remove yourself: ask another admin.`;
    case "staff_not_found":
      return t`This person is no longer on the staff list.`;
    case "too_large":
      return t`The file is too large: at most 10 MB.`;
    case "cross_site":
      return t`The request was refused: reload the page and try again.`;
    case "not_staff":
      return t`This account is not on the staff list.`;
    case "wrong_code":
      return t`The code is wrong.`;
    case "code_expired":
    case "no_code":
      return t`The code has expired: ask for a new one.`;
    case "too_soon":
      return t`A code was sent moments ago: wait a minute before asking again.`;
    case "staff_sign_in_required":
      return t`Your session has ended: sign in again.`;
    case "not_found":
    case "order_not_found":
      return t`It no longer exists.`;
    case "role_not_allowed":
      return t`Your role opens only your own screen of the console.`;
    case "last_admin":
      return t`The chain needs at least one admin: make someone else an admin first.`;
    case "not_in_kitchen":
      return t`This order is no longer in the kitchen.`;
    case "already_taken":
      return t`Another courier has already taken this order.`;
    case "not_your_order":
      return t`This order is not yours to deliver.`;
    case "not_ready":
      return t`This order is not ready yet.`;
    case "not_on_the_way":
      return t`This order is not on the way.`;
    case "couriers_only":
      return t`Only couriers take orders.`;
  }
  if (err.status === 400 || err.status === 422) {
    const fields = Object.keys(problemFields(err));
    return fields.length > 0 ? t`Check these fields: ${fields.join(", ")}` : t`Check the fields marked in red.`;
  }
  if (err.status === 401) return t`Your session has ended: sign in again.`;
  if (err.status === 403) return t`You may not do this.`;
  if (err.status === 404) return t`It no longer exists.`;
  if (err.status === 429) return t`Too many attempts. Wait a minute and try again.`;
  if (err.status >= 500) return t`The server failed. Try again in a moment.`;
  return err.message;
}

/** `problemText` for a component: it renders again when the language changes. */
export function useProblem(): (err: unknown) => string {
  const { i18n } = useLingui();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what the text depends on.
  return useCallback((err: unknown) => problemText(err), [i18n.locale]);
}
