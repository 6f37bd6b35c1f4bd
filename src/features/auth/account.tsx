// Small pieces other pages use: an invitation to sign in, and signing out.
import { Trans, useLingui } from "@lingui/react/macro";
import { useSetAtom } from "jotai";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { serverMessage } from "../../lib/http/http-error";
import { signInOpenAtom, signOutAtom } from "./session";
import "./sign-in.css";

/** A card saying why signing in is needed, with a button that opens the sign-in sheet. */
export function SignInPrompt({ title, text }: { title: ReactNode; text?: ReactNode }) {
  const open = useSetAtom(signInOpenAtom);
  return (
    <section className="sign-in-prompt" aria-live="polite">
      <img src="/images/brand/logo.svg" alt="" width="56" height="56" />
      <h2 className="sign-in-prompt__title">{title}</h2>
      {text && <p className="sign-in-prompt__text">{text}</p>}
      <button type="button" className="button button--primary" onClick={() => open(true)}>
        <Trans>Sign in</Trans>
      </button>
    </section>
  );
}

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
