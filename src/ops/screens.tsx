// Whole-screen states of the console: loading, the server out of reach, "not on the staff list",
// and the language switch they and the shell share.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Placeholder, SegmentedControl, Spinner } from "@telegram-apps/telegram-ui";
import { LOCALE_NAMES, LOCALES, type Locale } from "../domain/locales";

export function Loading() {
  const { t } = useLingui();
  return (
    <div className="ops-center" role="status" aria-label={t`Loading…`}>
      <Spinner size="l" />
    </div>
  );
}

export function Unreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ops-center">
      <Placeholder
        header={<Trans>The server is out of reach</Trans>}
        description={<Trans>Check the connection and try again.</Trans>}
        action={
          <Button size="m" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </div>
  );
}

export function LanguageSwitch({ locale, onLocale }: { locale: Locale; onLocale: (l: Locale) => void }) {
  const { t } = useLingui();
  return (
    <SegmentedControl className="ops-languages" role="group" aria-label={t`Language`}>
      {LOCALES.map((l) => (
        <SegmentedControl.Item
          key={l}
          selected={l === locale}
          aria-selected={l === locale}
          lang={l}
          title={LOCALE_NAMES[l]}
          onClick={() => onLocale(l)}
        >
          {l.toUpperCase()}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl>
  );
}

export function NotStaff({ onSignOut, locale, onLocale }: { onSignOut: () => void; locale: Locale; onLocale: (l: Locale) => void }) {
  return (
    <div className="ops-center">
      <Placeholder
        header={<Trans>This account is not on the staff list</Trans>}
        description={
          <Trans>
            You are signed in, but not as a member of the chain's staff. Ask an admin to add your phone or Telegram account, or sign in with
            another one.
          </Trans>
        }
        action={
          <Button size="m" mode="bezeled" onClick={onSignOut}>
            <Trans>Sign out</Trans>
          </Button>
        }
      />
      <LanguageSwitch locale={locale} onLocale={onLocale} />
    </div>
  );
}
