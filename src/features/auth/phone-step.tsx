import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Field } from "../../components/field";
import { UzPhoneInput } from "../../components/phone-input";
import { phoneFromDigits } from "../../domain/phone-mask";
import { requestCode } from "./api/auth-api";
import { type AuthProblem, authProblem } from "./auth-errors";
import { type Delivery, deliveryFrom, recentDelivery } from "./code-delivery";
import { useFocusAfterOpen } from "./use-focus-after-open";
import { useProblemText } from "./use-problem-text";

interface Props {
  digits: string;
  onDigits: (digits: string) => void;
  /** The code is on its way (or one was sent moments ago: `delivery.recent`). */
  onSent: (phone: string, delivery: Delivery) => void;
  /** Shown above the field (inside Telegram, after the contact request was declined). */
  note?: ReactNode;
}

export function PhoneStep({ digits, onDigits, onSent, note }: Props) {
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
      onSent(phone, deliveryFrom(await requestCode(phone), Date.now()));
    } catch (err) {
      const p = authProblem(err);
      // A code went to this number moments ago: it still works, so go on to enter it.
      if (p.kind === "wait") onSent(phone, recentDelivery(p.seconds, Date.now()));
      else setProblem(p);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      {note && (
        <p className="sign-in__note" role="status">
          {note}
        </p>
      )}
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
