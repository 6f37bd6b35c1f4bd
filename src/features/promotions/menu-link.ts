// The menu's address for a folder deep link (the menu page follows a hash equal to a
// folder id, docs/product-rules.md §3): "/#2" in Russian, "/en#2" in English. Written for wouter's "~" (an absolute path,
// outside the language base), since the prefix belongs before the hash.
import { localePrefix } from "../../domain/paths";
import type { Locale } from "../../domain/locales";

export function menuFolderHref(locale: Locale, folderId: number): string {
  const prefix = localePrefix(locale);
  return `~${prefix || "/"}#${folderId}`;
}
