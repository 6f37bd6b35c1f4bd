// The sign-in sheet's first step inside the mini-app: share the phone from Telegram, no code.
import { Trans, useLingui } from "@lingui/react/macro";
import { useTelegramPhoneShare } from "../../components/telegram-phone";
import "./sign-in.css";

interface StepProps {
  /** The number is linked and the session is the customer's. */
  onShared: (customerId: string, phone: string) => Promise<void>;
  /** Declined, or Telegram did not pass it on: the code flow, with why. */
  onUseCode: (why: "declined" | "timeout" | null) => void;
}

/** The sign-in sheet's first step inside Telegram. */
export function TelegramPhoneStep({ onShared, onUseCode }: StepProps) {
  const { t } = useLingui();
  const { state, ask } = useTelegramPhoneShare(async (share) => {
    if (share.kind === "phone") await onShared(share.customerId, share.phone);
    else onUseCode(share.kind);
  });
  return (
    <div className="sign-in__form">
      <p className="sign-in__lead">
        <Trans>Share your phone number from Telegram: no code needed.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary button--wide"
        onClick={() => void ask()}
        disabled={state !== "idle"}
        aria-busy={state !== "idle"}
      >
        {state === "waiting" ? t`Waiting for Telegram…` : t`Share my phone number`}
      </button>
      {state === "waiting" && (
        <p className="sign-in__hint" role="status">
          <Trans>Telegram is passing your number to us. This takes a few seconds.</Trans>
        </p>
      )}
      <button type="button" className="sign-in__resend" onClick={() => onUseCode(null)} disabled={state !== "idle"}>
        <Trans>Get a code instead</Trans>
      </button>
    </div>
  );
}
