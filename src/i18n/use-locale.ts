import { useAtomValue } from "jotai";
import { useRouter } from "wouter";
import { useBrowserLocation } from "wouter/use-browser-location";
import { withLocale } from "../domain/paths";
import type { Locale } from "../domain/locales";
import { loadCatalog } from "./catalogs";
import { writeLocaleCookie } from "./cookie";
import { localeAtom } from "./locale-atom";

export const useLocale = () => useAtomValue(localeAtom);

/** Switches language and keeps the page: the same path under the other prefix, query and hash kept. */
export function useSwitchLocale() {
  // On the server (src/prerender) the router knows the address; in the browser, the location does.
  const [fullPath, navigate] = useBrowserLocation({ ssrPath: useRouter().ssrPath });
  return async (locale: Locale) => {
    try {
      await loadCatalog(locale);
    } catch (err) {
      console.error("Failed locale loading", err);
      return;
    }
    writeLocaleCookie(locale);
    navigate(`${withLocale(fullPath, locale)}${window.location.search}${window.location.hash}`);
  };
}
