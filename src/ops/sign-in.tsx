// Sign-in for staff. On the web: the phone (any of the storefront's formats: +998…, 998…, 8…, or
// the nine national digits) and the code sent to it. Inside Telegram: the launch's init data,
// exchanged at once, with a retry button when that fails.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, List, Placeholder, Section } from "@telegram-apps/telegram-ui";
import { type FormEvent, useEffect, useState } from "react";
import type { Locale } from "../domain/locales";
import { maskPhone, nationalDigits, phoneFromDigits } from "../domain/phone-mask";
import { requestCode, telegramSignIn, verifyCode } from "./auth-api";
import { useProblem } from "./errors";
import { LanguageSwitch, Loading } from "./screens";
import type { TelegramSession } from "../lib/telegram/sdk-start";
import "./sign-in.css";

interface Props {
  telegram: TelegramSession | null;
  onSignedIn: () => void;
  locale: Locale;
  onLocale: (l: Locale) => void;
}

export function SignIn({ telegram, onSignedIn, locale, onLocale }: Props) {
  if (telegram?.initData) return <TelegramSignIn initData={telegram.initData} onSignedIn={onSignedIn} />;
  return (
    <div className="ops-sign-in">
      <PhoneSignIn onSignedIn={onSignedIn} />
      <LanguageSwitch locale={locale} onLocale={onLocale} />
    </div>
  );
}

function TelegramSignIn({ initData, onSignedIn }: { initData: string; onSignedIn: () => void }) {
  const problemText = useProblem();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry.
  useEffect(() => {
    let live = true;
    telegramSignIn(initData)
      .then(() => live && onSignedIn())
      .catch((err: unknown) => live && setProblem(problemText(err)));
    return () => {
      live = false;
    };
  }, [initData, attempt]);
  if (!problem) return <Loading />;
  return (
    <div className="ops-center">
      <Placeholder
        header={<Trans>Telegram sign-in failed</Trans>}
        description={problem}
        action={
          <Button
            size="m"
            onClick={() => {
              setProblem(null);
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </div>
  );
}

function PhoneSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui();
  const problemText = useProblem();
  const [digits, setDigits] = useState("");
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (e: FormEvent) => {
    e.preventDefault();
    const number = phoneFromDigits(digits);
    if (!number) return setProblem(t`Enter a phone number: +998 and nine digits.`);
    setBusy(true);
    setProblem(null);
    try {
      await requestCode(number);
      setPhone(number);
    } catch (err) {
      // A code went out moments ago: it still works.
      if ((err as { code?: string }).code === "too_soon") setPhone(number);
      else setProblem(problemText(err));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!phone) return;
    if (!/^\d{4,8}$/.test(code)) return setProblem(t`Enter the code from the message.`);
    setBusy(true);
    setProblem(null);
    try {
      await verifyCode(phone, code);
      onSignedIn();
    } catch (err) {
      setProblem(problemText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List className="ops-sign-in__card">
      <h1 className="ops-title">
        <Trans>Staff console</Trans>
      </h1>
      {phone === null ? (
        <form onSubmit={sendCode} noValidate>
          <Section header={t`Sign in with your phone`} footer={problem ?? t`We will send a one-time code to this number.`}>
            <Input
              header={t`Phone number`}
              aria-label={t`Phone number`}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+998 __ ___ __ __"
              status={problem ? "error" : "default"}
              value={maskPhone(digits)}
              onChange={(e) => {
                setDigits(nationalDigits(e.target.value));
                setProblem(null);
              }}
            />
          </Section>
          <Button type="submit" size="l" stretched loading={busy}>
            <Trans>Get the code</Trans>
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Section header={t`Code sent to ${maskPhone(nationalDigits(phone))}`} footer={problem ?? undefined}>
            <Input
              header={t`Code`}
              aria-label={t`Code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              status={problem ? "error" : "default"}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, "").slice(0, 8));
                setProblem(null);
              }}
            />
          </Section>
          <Button type="submit" size="l" stretched loading={busy}>
            <Trans>Sign in</Trans>
          </Button>
          <Button
            type="button"
            size="m"
            mode="plain"
            stretched
            onClick={() => {
              setPhone(null);
              setCode("");
              setProblem(null);
            }}
          >
            <Trans>Another number</Trans>
          </Button>
        </form>
      )}
    </List>
  );
}
