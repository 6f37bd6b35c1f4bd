// The console's header, the same for the managers' shell and the cooks' and couriers' one: who is
// signed in and as what, the language switch and sign-out.
import { Trans } from "@lingui/react/macro";
import { Button, Cell } from "@telegram-apps/telegram-ui";
import type { Locale } from "../domain/locales";
import { LanguageSwitch } from "./screens";

interface Props {
  name: string;
  role: string;
  locale: Locale;
  onLocale: (l: Locale) => void;
  onSignOut: () => void;
}

export function ConsoleHeader({ name, role, locale, onLocale, onSignOut }: Props) {
  return (
    <header className="ops-header">
      <Cell className="ops-who" subtitle={role} multiline>
        <span data-testid="ops-who">{name}</span>
      </Cell>
      <div className="ops-header__tools">
        <LanguageSwitch locale={locale} onLocale={onLocale} />
        <Button size="s" mode="gray" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </Button>
      </div>
    </header>
  );
}
