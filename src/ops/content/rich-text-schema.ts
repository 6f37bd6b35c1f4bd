// What an article may hold, as a Tiptap (ProseMirror) schema: exactly what server/rich-text/sanitize.ts
// keeps. Paragraphs, line breaks, headings (h2, h3), bold, italic, bulleted and numbered lists,
// quotes, and links to http(s), mailto:, tel: or a path of the site. Anything else that is typed,
// pasted or loaded has no place in the schema and is dropped on parsing (its words are kept;
// scripts, styles and images go entirely). The editor, the paste and cleanHtml all go through it.
import { type AnyExtension, createDocument, getHTMLFromFragment, getSchema } from "@tiptap/core";
import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import Link from "@tiptap/extension-link";
import { BulletList } from "@tiptap/extension-list/bullet-list";
import { ListItem } from "@tiptap/extension-list/item";
import { OrderedList } from "@tiptap/extension-list/ordered-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions/undo-redo";
import { Fragment, DOMParser as SchemaParser, type Schema, type Slice } from "@tiptap/pm/model";

/** A link the editor keeps: http(s), mailto:, tel: or a path of the site (not //host). */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return value;
  return null;
}

/** Pasted or older headings: h1 becomes h2, h4–h6 become h3 (the toolbar makes h2). */
const ArticleHeading = Heading.extend({
  parseHTML() {
    return [1, 2, 3, 4, 5, 6].map((n) => ({ tag: `h${n}`, attrs: { level: n <= 2 ? 2 : 3 } }));
  },
}).configure({ levels: [2, 3] });

/** A numbered list is a plain <ol>: the sanitiser keeps no start or type. */
const ArticleOrderedList = OrderedList.extend({
  addAttributes() {
    return { start: { default: 1, parseHTML: () => 1 }, type: { default: null, parseHTML: () => null } };
  },
  renderHTML() {
    return ["ol", 0];
  },
});

/** A link carries its address and title only (the server adds rel; target is not kept). */
const ArticleLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute("href") },
      title: { default: null },
    };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: "https",
  isAllowedUri: (url) => safeHref(url) !== null,
  shouldAutoLink: (url) => /^https?:\/\//i.test(url),
  HTMLAttributes: { target: null, rel: null, class: null },
});

/** The editor's extensions: the schema above, plus undo and redo. */
export function richTextExtensions(): AnyExtension[] {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    ArticleHeading,
    Bold,
    Italic,
    BulletList,
    ArticleOrderedList,
    ListItem,
    Blockquote,
    ArticleLink,
    UndoRedo,
  ];
}

let articleSchema: Schema | undefined;
/** The schema alone (no editor), for cleaning HTML outside one. */
export function richTextSchema(): Schema {
  articleSchema ??= getSchema(richTextExtensions());
  return articleSchema;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a <br>. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** What pasting plain text inserts (ProseMirror's own makes every line a paragraph). */
export function pastedTextSlice(text: string, schema: Schema): Slice {
  const container = document.createElement("div");
  container.innerHTML = textToHtml(text);
  return SchemaParser.fromSchema(schema).parseSlice(container, { preserveWhitespace: true });
}

/**
 * HTML within the article's schema: what the editor would save for it. Empty paragraphs at the top
 * level go (the browser's editing leaves them behind), and an article without words is "".
 */
export function cleanHtml(html: string): string {
  const schema = richTextSchema();
  const doc = createDocument(html, schema);
  const kept = doc.content.content.filter((node) => !(node.type.name === "paragraph" && node.textContent.trim() === ""));
  if (kept.length === 0) return "";
  return getHTMLFromFragment(Fragment.fromArray(kept), schema);
}

/** True when the article has no words (only empty paragraphs or breaks). */
export const isBlank = (html: string) => cleanHtml(html) === "";
