// A card saying why signing in is needed, with a button that opens the sign-in sheet. The caller
// passes how to open it (the auth feature's `signInOpenAtom`), so this widget knows no feature.
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import "./sign-in-prompt.css";

interface Props {
  title: ReactNode;
  text?: ReactNode;
  onSignIn: () => void;
}

export function SignInPrompt({ title, text, onSignIn }: Props) {
  return (
    <section className="card sign-in-prompt" aria-live="polite">
      <img src="/images/brand/logo.svg" alt="" width="56" height="56" />
      <h2 className="sign-in-prompt__title">{title}</h2>
      {text && <p className="sign-in-prompt__text">{text}</p>}
      <button type="button" className="button button--primary" onClick={onSignIn}>
        <Trans>Sign in</Trans>
      </button>
    </section>
  );
}
