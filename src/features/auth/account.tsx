// Signing out, a button the profile page shows.
import { Trans, useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { serverMessage } from "../../lib/http/http-error";
import { signOutAtom } from "./session";
import "./sign-in.css";

export function SignOutButton({ className = "sign-in__link" }: { className?: string }) {
  const { t } = useLingui();
  const signOut = useSetAtom(signOutAtom);
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await signOut();
      toast.success(t`You are signed out`);
    } catch (err) {
      toast.error(t({ id: "error.title", message: "Something went wrong" }), {
        description: serverMessage(err) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} onClick={click} disabled={busy}>
      <Trans>Sign out</Trans>
    </button>
  );
}
