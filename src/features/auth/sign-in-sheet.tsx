// Sign-in (docs/product-rules.md §9). On the web: a phone number, then the one-time code sent to
// it (the step says where it went: in Telegram, by SMS, or the demo's server log). Inside the
// mini-app: Telegram shares the number (no code), with the code flow as the fallback. The layout
// mounts it when it first opens (and reads the session on start itself).
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useSetAtom } from "jotai";
import { useState } from "react";
import { toast } from "../../lib/toast";
import { Sheet } from "../../components/sheet";
import type { Delivery } from "./code-delivery";
import { CodeStep } from "./code-step";
import { PhoneStep } from "./phone-step";
import { identityChangedAtom, signedInPhoneAtom, signInOpenAtom } from "./session";
import { telegramPhoneAvailable } from "../../components/telegram-phone";
import { TelegramPhoneStep } from "./telegram-phone-step";
import "./sign-in.css";

type Step =
  | { kind: "telegram" }
  | { kind: "phone"; note: "declined" | "timeout" | null }
  | { kind: "code"; phone: string; delivery: Delivery };

const firstStep = (): Step => (telegramPhoneAvailable() ? { kind: "telegram" } : { kind: "phone", note: null });

export function SignInSheet() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(signInOpenAtom);
  const identityChanged = useSetAtom(identityChangedAtom);
  const setSignedInPhone = useSetAtom(signedInPhoneAtom);
  const [digits, setDigits] = useState("");
  const [step, setStep] = useState<Step>(firstStep);

  const signedIn = async (customerId: string, phone: string | null) => {
    if (phone) setSignedInPhone(phone);
    await identityChanged(customerId);
    setStep(firstStep());
    setOpen(false);
    toast.success(t`You are signed in`);
  };

  const note =
    step.kind === "phone" && step.note === "declined" ? (
      <Trans>No problem: we can send you a code instead.</Trans>
    ) : step.kind === "phone" && step.note === "timeout" ? (
      <Trans>Telegram has not passed your number on yet. Get a code instead.</Trans>
    ) : null;

  return (
    <Sheet open={open} onClose={() => setOpen(false)} labelledBy="sign-in-title">
      <div className="sign-in">
        <img className="sign-in__logo" src="/images/brand/logo.svg" alt="" width="56" height="56" />
        <h2 id="sign-in-title" className="sign-in__title">
          <Trans>Sign in</Trans>
        </h2>
        {step.kind === "telegram" ? (
          <TelegramPhoneStep
            onShared={(customerId, phone) => signedIn(customerId, phone)}
            onUseCode={(why) => setStep({ kind: "phone", note: why })}
          />
        ) : step.kind === "phone" ? (
          <PhoneStep
            digits={digits}
            onDigits={setDigits}
            note={note}
            onSent={(phone, delivery) => setStep({ kind: "code", phone, delivery })}
          />
        ) : (
          <CodeStep
            phone={step.phone}
            delivery={step.delivery}
            onResent={(delivery) => setStep({ ...step, delivery })}
            onChangeNumber={() => setStep({ kind: "phone", note: null })}
            onSignedIn={(customerId) => signedIn(customerId, step.phone)}
          />
        )}
      </div>
    </Sheet>
  );
}
