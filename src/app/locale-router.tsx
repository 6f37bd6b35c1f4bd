// Reads the language from the address, activates its catalogue and mounts the routes under that
// language's prefix, so pages and links inside them never deal with prefixes themselves.
import { useLingui } from "@lingui/react";
import { useSetAtom } from "jotai";
import { type ReactNode, useEffect } from "react";
import { Router } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { localePrefix, splitLocale } from "../domain/paths";
import { checkForNewBuild } from "../lib/deploy/build-watch";
import { activateLocale } from "../i18n/catalogs";
import { localeAtom } from "../i18n/locale-atom";

export function LocaleRouter({ children, ssrPath }: { children: ReactNode; ssrPath?: string }) {
  const [fullPath] = useBrowserLocation({ ssrPath });
  const { locale } = splitLocale(fullPath);
  const { i18n } = useLingui();
  const setLocale = useSetAtom(localeAtom);

  useEffect(() => {
    if (i18n.locale === locale) {
      setLocale(locale);
      return;
    }
    let cancelled = false;
    void activateLocale(locale).then((ok) => {
      if (!cancelled && ok) setLocale(locale);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, i18n, setLocale]);

  // A route change is a good moment to notice a new deployment.
  useEffect(() => {
    void checkForNewBuild();
  }, [fullPath]);

  return (
    <Router base={localePrefix(locale)} ssrPath={ssrPath}>
      {children}
    </Router>
  );
}
