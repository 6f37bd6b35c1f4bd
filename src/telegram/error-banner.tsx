// The messenger error flag on the page: a failed basket update, a failed messenger
// order, or a Telegram session that can no longer be renewed. Styled by telegram.css, which only
// loads inside the mini-app, the only place the flag is ever set.
import { Trans, useLingui } from "@lingui/react/macro";
import { useMessengerError } from "../lib/telegram/hooks";
import { messengerError } from "../lib/telegram/state";

export function TelegramErrorBanner() {
  const { t } = useLingui();
  const error = useMessengerError();
  if (!error) return null;
  return (
    <div className="tg-banner" role="alert" data-error={error}>
      <p className="tg-banner__text">
        {error === "basket" ? (
          <Trans>Your cart is not saved in Telegram yet. It stays here, and we keep trying.</Trans>
        ) : error === "order" ? (
          <Trans>The order could not be sent through Telegram. Please try again.</Trans>
        ) : (
          <Trans>Your Telegram sign-in has expired. Close the shop and open it again from the bot.</Trans>
        )}
      </p>
      <button type="button" className="tg-banner__close" aria-label={t`Dismiss`} onClick={() => messengerError.set(null)}>
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
