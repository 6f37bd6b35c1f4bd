import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { pageMeta } from "./page-meta";

/** Sets document.title and the meta description for the current page in the page's language. */
export function usePageMeta(): void {
  const { i18n } = useLingui();
  const [location] = useLocation();
  // The language is a dependency: the same page in another language gets its new title.
  const language = i18n.locale;
  useEffect(() => {
    if (!language) return;
    const { title, description } = pageMeta(i18n, location);
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "description";
      document.head.append(tag);
    }
    tag.content = description;
  }, [i18n, location, language]);
}
