// What went wrong, in the console's language: the server's error codes the admin sections meet,
// with the fields the server named for a 400.
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { HttpError } from "../../lib/http/http-error";

/** The fields a 400 named, `{ field: problem }` (the server's English text). */
export function problemFields(err: unknown): Record<string, string> {
  if (!(err instanceof HttpError)) return {};
  const data = err.data as { fields?: unknown } | null;
  const fields = data?.fields;
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string"));
}

export function useProblem(): (err: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (err: unknown) => {
      if (!(err instanceof HttpError)) return t`No connection to the server. Check the network and try again.`;
      switch (err.code) {
        case "admin_only":
          return t`Only an admin can change this.`;
        case "other_restaurant":
          return t`This belongs to another restaurant.`;
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
        case "staff_sign_in_required":
          return t`Your session has ended: sign in again.`;
        case "not_staff":
          return t`You are no longer on the staff list.`;
      }
      if (err.status === 404) return t`It no longer exists: reload the list.`;
      if (err.status === 400 || err.status === 422) {
        const fields = Object.keys(problemFields(err));
        return fields.length > 0 ? t`Check these fields: ${fields.join(", ")}` : t`Check the form: the server refused it.`;
      }
      if (err.status >= 500) return t`The server failed. Try again in a minute.`;
      return err.message;
    },
    [t],
  );
}
