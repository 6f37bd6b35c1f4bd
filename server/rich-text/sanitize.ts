// Rich text of news and promotions is cleaned with sanitize-html (a maintained sanitiser) before
// it is stored and again before it is served: no script, no event handler, no javascript: or
// data: link ever reaches the page.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "b", "em", "i", "a", "blockquote", "span"],
  // rel is added by transformTags below.
  allowedAttributes: { a: ["href", "title", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export function sanitizeLocalized<T extends Record<string, string>>(text: T): T {
  return Object.fromEntries(Object.entries(text).map(([k, v]) => [k, sanitizeRichText(v)])) as T;
}
