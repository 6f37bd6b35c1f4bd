// The error toast: titled error.title, with the server's text or error.server-error.
// Shared by the content pages (news, promotions, contacts, careers).
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect } from "react";
import { toast } from "../lib/toast";
import { serverMessage } from "../lib/http/http-error";

export function useShowError() {
  const { t } = useLingui();
  return useCallback(
    (err: unknown) => {
      toast.error(t({ id: "error.title", message: "Something went wrong" }), {
        description: serverMessage(err) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
      });
    },
    [t],
  );
}

/** Shows the toast once for each new failure (null = none). */
export function useErrorToast(error: unknown) {
  const show = useShowError();
  useEffect(() => {
    if (error) show(error);
  }, [error, show]);
}
