import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { Field } from "../../components/field";
import { formatUzPhone } from "../../domain/phone";
import { requestCode, verifyCode } from "./api/auth-api";
import { type AuthProblem, authProblem } from "./auth-errors";
import { type Delivery, deliveryFrom, recentDelivery, resendOffer } from "./code-delivery";
import { useCountdown } from "./use-countdown";
import { useFocusAfterOpen } from "./use-focus-after-open";
import { useProblemText } from "./use-problem-text";

interface Props {
  phone: string;
  delivery: Delivery;
  onResent: (delivery: Delivery) => void;
  onChangeNumber: () => void;
  onSignedIn: (customerId: string) => Promise<void>;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** Where the code went, with the number (no-break spaces: it never wraps across lines). */
function WhereItWent({ phone, delivery }: { phone: string; delivery: Delivery }) {
  const shown = formatUzPhone(phone).replace(/ /g, "\u00a0");
  switch (delivery.channel) {
    case "telegram":
      return <Trans>We sent the code in Telegram to {shown}.</Trans>;
    case "sms":
      return <Trans>We sent the code by SMS to {shown}.</Trans>;
    case "log":
      return <Trans>Demo: the code for {shown} is in the server log, not on the phone.</Trans>;
    default:
      return delivery.recent ? (
        <Trans>A code was sent to {shown} a moment ago. Enter it here.</Trans>
      ) : (
        <Trans>Enter the code we sent to {shown}.</Trans>
      );
  }
}

export function CodeStep({ phone, delivery, onResent, onChangeNumber, onSignedIn }: Props) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const [busy, setBusy] = useState<"verify" | "resend" | "sms" | null>(null);
  // Once asked for by SMS, new codes go by SMS too.
  const [bySms, setBySms] = useState(false);
  const wait = useCountdown(delivery.resendAt);
  const offer = resendOffer(delivery, wait);
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterOpen(input);
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

  const resend = async (sms: boolean) => {
    if (busy || wait > 0) return;
    setBusy(sms ? "sms" : "resend");
    setProblem(null);
    try {
      const via = sms || bySms ? "sms" : undefined;
      const answer = await requestCode(phone, via);
      if (via) setBySms(true);
      setCode("");
      onResent(deliveryFrom(answer, Date.now()));
      input.current?.focus();
    } catch (err) {
      const p = authProblem(err);
      if (p.kind === "wait") onResent({ ...recentDelivery(p.seconds, Date.now()), channel: delivery.channel });
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
      <p className="sign-in__lead" data-channel={delivery.channel ?? "unknown"}>
        <WhereItWent phone={phone} delivery={delivery} />{" "}
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
      <div className="sign-in__resend-row">
        {wait > 0 ? (
          <button type="button" className="sign-in__resend" disabled>
            {t`Send a new code in ${time}`}
          </button>
        ) : (
          <>
            {offer.again && (
              <button type="button" className="sign-in__resend" onClick={() => void resend(false)} disabled={busy !== null}>
                {busy === "resend" ? t`Sending…` : t`Send a new code`}
              </button>
            )}
            {offer.sms && !bySms && (
              <button type="button" className="sign-in__resend" onClick={() => void resend(true)} disabled={busy !== null}>
                {busy === "sms" ? t`Sending…` : t`Send by SMS instead`}
              </button>
            )}
          </>
        )}
      </div>
    </form>
  );
}
