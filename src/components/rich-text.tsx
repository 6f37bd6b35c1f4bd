// News and promotion bodies: HTML the server has already sanitised, shown as it came, with its
// links made safe once more on the way in (defence in depth) and followed the app's way:
// internal ones without a reload, external ones in a new tab without opener or referrer, and any
// other scheme (javascript:, data:, blob:, vbscript:…) not at all.
import { type MouseEvent, useMemo } from "react";
import { useLocation } from "wouter";
import { classifyUrl } from "./safe-url";
import "./rich-text.css";

/** Elements that never belong in an article, whatever reached us. */
const DROPPED = "script, style, iframe, object, embed, frame, frameset, link, meta, base, form";

/** The body ready for the page: unsafe links lose their href, external ones open apart. */
export function prepareRichText(html: string, origin: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  root.querySelectorAll(DROPPED).forEach((el) => {
    el.remove();
  });
  root.querySelectorAll("*").forEach((el) => {
    for (const { name } of [...el.attributes]) if (/^on/i.test(name)) el.removeAttribute(name);
  });
  root.querySelectorAll("a").forEach((a) => {
    const link = classifyUrl(a.getAttribute("href"), origin);
    if (link.kind === "blocked") {
      a.removeAttribute("href");
      a.removeAttribute("target");
    } else if (link.kind === "external") {
      a.setAttribute("target", "_blank");
      a.setAttribute("rel", "noopener noreferrer");
    } else {
      a.removeAttribute("target");
    }
  });
  return template.innerHTML;
}

interface Props {
  html: string;
  className?: string;
}

export function RichText({ html, className = "" }: Props) {
  const [, navigate] = useLocation();
  const origin = window.location.origin;
  const prepared = useMemo(() => prepareRichText(html, origin), [html, origin]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = e.target instanceof Element ? e.target.closest("a") : null;
    if (!a || !e.currentTarget.contains(a)) return;
    const href = a.getAttribute("href");
    // A link to a place on this page scrolls as usual.
    if (href?.startsWith("#")) return;
    const link = classifyUrl(href, origin);
    if (link.kind === "blocked") {
      e.preventDefault();
      return;
    }
    if (link.kind !== "internal" || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    // "~": the path as written, whatever language prefix the page has.
    navigate(`~${link.path}`);
    window.scrollTo(0, 0);
  };

  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises news and promotion HTML, and prepareRichText() drops scripts, handlers and unsafe links again
  return <div className={`rich-text ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: prepared }} />;
}
