// When restaurants cannot be fetched: a toast with the server's error text, or error.fetch-error
// (always the latter with serverText: false, e.g. for an address name).
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { toast } from "../lib/toast";
import { serverMessage } from "../lib/http/http-error";

export function useFetchErrorToast(error: unknown, { serverText = true }: { serverText?: boolean } = {}) {
  const { t } = useLingui();
  useEffect(() => {
    if (!error) return;
    const generic = t({ id: "error.fetch-error", message: "Could not load the data. Please try again." });
    toast.error((serverText ? serverMessage(error) : null) ?? generic);
  }, [error, serverText, t]);
}
