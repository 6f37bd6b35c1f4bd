import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { requestCode } from "./api/auth-api";
import { type AuthProblem, authProblem } from "./auth-errors";
import { Field } from "../../components/field";
import { UzPhoneInput } from "../../components/phone-input";
import { phoneFromDigits } from "../../domain/phone-mask";
import { RESEND_AFTER_MS } from "./api/auth-api";
import { useFocusAfterOpen } from "./use-focus-after-open";
import { useProblemText } from "./use-problem-text";

interface Props {
  digits: string;
  onDigits: (digits: string) => void;
  /** The code is on its way (or one was sent moments ago: `recent`). */
  onSent: (phone: string, resendAt: number, recent: boolean) => void;
}

export function PhoneStep({ digits, onDigits, onSent }: Props) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterOpen(input);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const phone = phoneFromDigits(digits);
    if (!phone) {
      setProblem({ kind: "badPhone" });
      return input.current?.focus();
    }
    setBusy(true);
    setProblem(null);
    try {
      await requestCode(phone);
      onSent(phone, Date.now() + RESEND_AFTER_MS, false);
    } catch (err) {
      const p = authProblem(err);
      // A code went to this number moments ago: it still works, so go on to enter it.
      if (p.kind === "wait") onSent(phone, Date.now() + p.seconds * 1000, true);
      else setProblem(p);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <p className="sign-in__lead">
        <Trans>We will send a one-time code to your phone.</Trans>
      </p>
      <Field id="sign-in-phone" label={<Trans>Phone number</Trans>} error={problem && problemText(problem)}>
        {(a11y) => (
          <UzPhoneInput
            {...a11y}
            // Only a mistyped number is the field's fault; "too many tries" is not.
            aria-invalid={problem?.kind === "badPhone"}
            className="field__input sign-in__input"
            name="phone"
            digits={digits}
            onDigits={(d) => {
              onDigits(d);
              setProblem(null);
            }}
            ref={input}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary button--wide" disabled={busy} aria-busy={busy}>
        {busy ? t`Sending…` : t`Get the code`}
      </button>
    </form>
  );
}
