import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { Field } from "../../components/field";
import { formatUzPhone } from "../../domain/phone";
import { requestCode, verifyCode } from "./api/auth-api";
import { type AuthProblem, authProblem } from "./auth-errors";
import { RESEND_AFTER_MS } from "./api/auth-api";
import { useCountdown } from "./use-countdown";
import { useFocusAfterOpen } from "./use-focus-after-open";
import { useProblemText } from "./use-problem-text";

interface Props {
  phone: string;
  resendAt: number;
  recent: boolean;
  onResent: (resendAt: number) => void;
  onChangeNumber: () => void;
  onSignedIn: (customerId: string) => Promise<void>;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

export function CodeStep({ phone, resendAt, recent, onResent, onChangeNumber, onSignedIn }: Props) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const wait = useCountdown(resendAt);
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterOpen(input);
  // No-break spaces: the number never wraps across lines.
  const shown = formatUzPhone(phone).replace(/ /g, "\u00a0");
  const time = clock(wait);

  const verify = async (value: string) => {
    if (busy) return;
    if (!/^\d{6}$/.test(value)) return setProblem({ kind: "badCode" });
    setBusy("verify");
    setProblem(null);
    try {
      const { customerId } = await verifyCode(phone, value);
      await onSignedIn(customerId);
    } catch (err) {
      const p = authProblem(err);
      setProblem(p);
      if (p.kind !== "other") setCode("");
      input.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    if (busy || wait > 0) return;
    setBusy("resend");
    setProblem(null);
    try {
      await requestCode(phone);
      setCode("");
      onResent(Date.now() + RESEND_AFTER_MS);
    } catch (err) {
      const p = authProblem(err);
      if (p.kind === "wait") onResent(Date.now() + p.seconds * 1000);
      else setProblem(p);
    } finally {
      setBusy(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void verify(code);
  };

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <p className="sign-in__lead">
        {recent ? (
          <Trans>A code was sent to {shown} a moment ago. Enter it here.</Trans>
        ) : (
          <Trans>Enter the code we sent to {shown}.</Trans>
        )}{" "}
        <button type="button" className="sign-in__link" onClick={onChangeNumber}>
          <Trans>Change number</Trans>
        </button>
      </p>
      <Field id="sign-in-code" label={<Trans>Code</Trans>} error={problem && problemText(problem)}>
        {(a11y) => (
          <input
            {...a11y}
            className="field__input sign-in__input sign-in__input--code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(e) => {
              const next = e.target.value.replace(/\D/g, "").slice(0, 6);
              setCode(next);
              setProblem(null);
              if (next.length === 6) void verify(next);
            }}
            ref={input}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary button--wide" disabled={busy !== null} aria-busy={busy === "verify"}>
        {busy === "verify" ? t`Checking…` : t`Sign in`}
      </button>
      <button type="button" className="sign-in__resend" onClick={resend} disabled={wait > 0 || busy !== null}>
        {wait > 0 ? t`Send a new code in ${time}` : busy === "resend" ? t`Sending…` : t`Send a new code`}
      </button>
    </form>
  );
}
