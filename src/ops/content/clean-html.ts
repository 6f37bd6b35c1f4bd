// What the rich-text editor sends: the few elements an article uses (paragraphs, bold, italic,
// headings, lists, links, quotes: what server/content/sanitize.ts keeps), nothing else. Browsers'
// contentEditable and pasted pages add spans, styles, classes, fonts and scripts; those go here,
// before the server's own sanitiser sees it.

/** Elements kept, with what a browser's synonym becomes (b → strong, i → em, div → p). */
const KEPT: Record<string, string> = {
  P: "p",
  DIV: "p",
  BR: "br",
  STRONG: "strong",
  B: "strong",
  EM: "em",
  I: "em",
  H2: "h2",
  H3: "h3",
  H1: "h2",
  H4: "h3",
  UL: "ul",
  OL: "ol",
  LI: "li",
  A: "a",
  BLOCKQUOTE: "blockquote",
};
/** Elements dropped with everything inside them. */
const DROPPED = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "NOSCRIPT",
  "SVG",
  "MATH",
  "HEAD",
  "TITLE",
  "META",
  "LINK",
  "BUTTON",
  "INPUT",
  "SELECT",
  "TEXTAREA",
  "FORM",
  "IMG",
  "VIDEO",
  "AUDIO",
  "CANVAS",
]);

/** A link the editor keeps: http(s), mailto:, tel: or a path of the site. */
export function safeHref(href: string | null): string | null {
  if (!href) return null;
  const value = href.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return value;
  return null;
}

function cleanInto(source: Node, target: Node, doc: Document): void {
  for (const node of [...source.childNodes]) {
    if (node.nodeType === 3) {
      target.appendChild(doc.createTextNode(node.textContent ?? ""));
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED.has(tag)) continue;
    const kept = KEPT[tag];
    if (!kept) {
      cleanInto(el, target, doc);
      continue;
    }
    const out = doc.createElement(kept);
    if (kept === "a") {
      const href = safeHref(el.getAttribute("href"));
      if (!href) {
        cleanInto(el, target, doc);
        continue;
      }
      out.setAttribute("href", href);
    }
    if (kept !== "br") cleanInto(el, out, doc);
    target.appendChild(out);
  }
}

/** Drops empty inline elements and a trailing lone <br> the editor leaves behind. */
function tidy(root: Element): void {
  for (const el of [...root.querySelectorAll("strong, em, a, h2, h3, li, ul, ol")].reverse())
    if (el.textContent?.trim() === "" && !el.querySelector("br")) el.remove();
  for (const p of [...root.querySelectorAll("p")]) if (p.textContent?.trim() === "" && p.querySelectorAll("br").length <= 1) p.remove();
}

/** The article's HTML with only the kept elements and safe links. */
export function cleanHtml(html: string): string {
  const doc = document.implementation.createHTMLDocument("");
  const template = doc.createElement("template");
  template.innerHTML = html;
  const root = doc.createElement("div");
  cleanInto(template.content, root, doc);
  tidy(root);
  return root.innerHTML.trim();
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

/** What a paste inserts: the clipboard's HTML cleaned, else its text as paragraphs. */
export function pastedHtml(data: { html: string; text: string }): string {
  if (data.html.trim()) return cleanHtml(data.html);
  return textToHtml(data.text);
}

/** True when the article has no words (only empty paragraphs or breaks). */
export const isBlank = (html: string) =>
  cleanHtml(html)
    .replace(/<[^>]*>/g, "")
    .trim() === "";
