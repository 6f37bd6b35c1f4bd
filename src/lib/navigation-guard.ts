// The navigation guard: following a link to another site, or to a javascript:, data:,
// blob: or vbscript: address, is refused unless the site is on the allow-list of the runtime
// config. One listener on the document covers every link (rich text included); redirects made
// in code go through safeNavigate().
import { classifyUrl } from "../components/safe-url";

export function isNavigationAllowed(href: string | null | undefined, origin: string, allowList: readonly string[]): boolean {
  const link = classifyUrl(href, origin);
  if (link.kind === "blocked") return false;
  if (link.kind !== "external") return true;
  const host = new URL(link.href).hostname.toLowerCase();
  return allowList.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export function installNavigationGuard(allowList: readonly string[], onRefused: (href: string) => void = () => {}): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!anchor) return;
    const href = anchor.getAttribute("href");
    if (isNavigationAllowed(href, window.location.origin, allowList)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    console.warn(`Navigation refused: ${href}`);
    onRefused(href ?? "");
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}

/** Goes to `href` only when the guard allows it; returns whether it went. */
export function safeNavigate(href: string, allowList: readonly string[]): boolean {
  if (!isNavigationAllowed(href, window.location.origin, allowList)) {
    console.warn(`Navigation refused: ${href}`);
    return false;
  }
  window.location.assign(href);
  return true;
}
