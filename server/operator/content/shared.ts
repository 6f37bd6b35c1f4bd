// What the content routes share: rich text cleaned before it is stored, a summary cut from the body
// when none is given, the picture used when none is given, and the "one id" path of the writes.
import sanitizeHtml from "sanitize-html";
import type { Localized } from "../../../src/domain/localized";
import { sanitizeLocalized } from "../../rich-text/sanitize";
import { ApiError } from "../../http/errors";
import { SECURITY } from "../../openapi/routes";

export const tags = ["Operator API"];
export const security = SECURITY.operator;

/** The picture of an item created without one: the chain's logo. */
export const DEFAULT_IMAGE = "/images/brand/logo.svg";

/** Rich text sanitised (server/rich-text/sanitize.ts); a text that is nothing but unsafe markup is refused. */
export function cleanRich(text: Localized, field = "body"): Localized {
  const clean = sanitizeLocalized(text);
  const fields: Record<string, string> = {};
  for (const [locale, html] of Object.entries(clean))
    if (plainText(html) === "") fields[`${field}.${locale}`] = "has no text once unsafe markup is removed";
  if (Object.keys(fields).length) throw new ApiError(400, "invalid_parameters", `Invalid parameter: ${field}`, fields);
  return clean;
}

/** Tags that end a line of text: paragraphs, headings, list items, line breaks and the like. */
const BLOCK_TAG = /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|blockquote|pre|table|tr|td|th|section|article|figure|figcaption)\b[^>]*>/gi;

/**
 * The text of some HTML, tags dropped, entities decoded, spaces collapsed. Blocks stay apart ("<p>A</p><p>B</p>"
 * is "A B", list items alike); inline markup joins as written ("Pizza<b>fest</b>" is "Pizzafest").
 */
export function plainText(html: string): string {
  const spaced = html.replace(BLOCK_TAG, (tag) => ` ${tag} `);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: "discard" });
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A summary of `max` characters at most, cut at a word with "…". */
export function cutSummary(html: string, max = 200): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const summaryOf = (body: Localized): Localized => ({ ru: cutSummary(body.ru), en: cutSummary(body.en), uz: cutSummary(body.uz) });
