import { useLingui } from "@lingui/react/macro";
import { LOCALE_NAMES, LOCALES } from "../../domain/locales";
import { useLocale, useSwitchLocale } from "../../i18n/use-locale";

/** RU · EN · UZ; each button names its language in that language. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLocale();
  const switchTo = useSwitchLocale();
  return (
    <div className="lang-switch" role="group" aria-label={t`Language`}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="lang-switch__option"
          aria-pressed={locale === current}
          title={LOCALE_NAMES[locale]}
          onClick={() => locale !== current && void switchTo(locale)}
        >
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="visually-hidden">{LOCALE_NAMES[locale]}</span>
        </button>
      ))}
    </div>
  );
}
