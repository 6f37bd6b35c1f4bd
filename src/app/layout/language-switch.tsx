import { useLingui } from "@lingui/react/macro";
import { isLocale, LOCALE_NAMES, LOCALES } from "../../domain/locales";
import { useLocale, useSwitchLocale } from "../../i18n/use-locale";
import "./language-switch.css";

/**
 * RU · EN · UZ, each named in its own language. Phones get a compact native select (the header
 * also holds the address and the cart there); wider screens get the segmented buttons.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const current = useLocale();
  const switchTo = useSwitchLocale();
  return (
    <>
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
      <label className="lang-select">
        <span className="visually-hidden">{t`Language`}</span>
        <select value={current} onChange={(e) => isLocale(e.target.value) && void switchTo(e.target.value)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {locale.toUpperCase()} · {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
        <span className="lang-select__shown" aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </label>
    </>
  );
}
