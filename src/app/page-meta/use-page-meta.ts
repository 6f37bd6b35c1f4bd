import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * Sets document.title and the meta description for the current page in the page's language. The
 * served HTML already carries the first page's (server/http/prerender.ts), so the table loads in its
 * own chunk, off the first load, for the moves and language switches after it.
 */
export function usePageMeta(): void {
  const { i18n } = useLingui();
  const [location] = useLocation();
  // The language is a dependency: the same page in another language gets its new title.
  const language = i18n.locale;
  useEffect(() => {
    if (!language) return;
    let current = true;
    void import("./page-meta").then(({ pageMeta }) => {
      if (!current) return;
      const { title, description } = pageMeta(i18n, location);
      document.title = title;
      let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement("meta");
        tag.name = "description";
        document.head.append(tag);
      }
      tag.content = description;
    });
    return () => {
      current = false;
    };
  }, [i18n, location, language]);
}
