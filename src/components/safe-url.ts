// Which links the app follows, and how (navigation to a javascript:, data:, blob: or
// vbscript: address is refused). Pure, so the rich text of news and promotions and the app-wide
// navigation guard judge a link the same way.
//
// - internal: same origin (or a path like "/stocks/2"): followed inside the app, no reload;
// - external: http(s) on another origin: opens in a new tab without an opener or referrer;
// - contact: mailto: and tel:, handed to the device;
// - blocked: every other scheme (javascript:, data:, blob:, vbscript:, file:, …) or an unreadable
//   address: never followed.
// The address is read with the browser's own URL parser, so tricks it ignores ("java\tscript:",
// leading spaces, upper case) are judged as the browser would follow them.

export type LinkKind =
  | { kind: "internal"; path: string }
  | { kind: "external"; href: string }
  | { kind: "contact"; href: string }
  | { kind: "blocked" };

const WEB = new Set(["http:", "https:"]);
const CONTACT = new Set(["mailto:", "tel:"]);

/** Judges `href` as a link on a page of `origin` ("https://lazzatpizza.uz"). */
export function classifyUrl(href: string | null | undefined, origin: string): LinkKind {
  if (typeof href !== "string" || href.trim() === "") return { kind: "blocked" };
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(href, base);
  } catch {
    return { kind: "blocked" };
  }
  if (CONTACT.has(url.protocol)) return { kind: "contact", href: url.href };
  if (!WEB.has(url.protocol)) return { kind: "blocked" };
  // user:password@host is a classic way to disguise where a link goes.
  if (url.username || url.password) return { kind: "blocked" };
  if (url.origin === base.origin) return { kind: "internal", path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "external", href: url.href };
}

/** True when the link may be shown as a link at all. */
export function isAllowedHref(href: string | null | undefined, origin: string): boolean {
  return classifyUrl(href, origin).kind !== "blocked";
}
