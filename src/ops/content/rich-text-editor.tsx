// A small rich-text editor for news, promotions and vacancies: contentEditable with a toolbar
// (bold, italic, heading, bulleted and numbered lists, link). What it reports is cleaned HTML
// (clean-html.ts); a paste brings in cleaned HTML or plain text as paragraphs. The server sanitises
// again before storing, and the form shows what it kept.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input } from "@telegram-apps/telegram-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cleanHtml, pastedHtml, safeHref } from "./clean-html";
import "./rich-text-editor.css";

interface Props {
  value: string;
  onChange: (html: string) => void;
  label: string;
  lang?: string;
  testId?: string;
}

/** Inserts HTML at the caret: the browser's command where it has one, else by hand. */
function insertHtml(editor: HTMLElement, html: string): void {
  if (typeof document.execCommand === "function" && document.queryCommandSupported?.("insertHTML")) {
    if (document.execCommand("insertHTML", false, html)) return;
  }
  const selection = window.getSelection();
  const range =
    selection && selection.rangeCount > 0 && editor.contains(selection.getRangeAt(0).commonAncestorContainer)
      ? selection.getRangeAt(0)
      : null;
  const template = document.createElement("template");
  template.innerHTML = html;
  if (range) {
    range.deleteContents();
    range.insertNode(template.content);
  } else editor.append(template.content);
}

export function RichTextEditor({ value, onChange, label, lang, testId }: Props) {
  const { t } = useLingui();
  const editor = useRef<HTMLDivElement>(null);
  const reported = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState("https://");

  // Outside changes (another item, another language) replace the content; our own reports do not,
  // or the caret would jump.
  useEffect(() => {
    const el = editor.current;
    if (el && value !== reported.current) {
      el.innerHTML = value;
      reported.current = value;
    }
  }, [value]);

  const report = () => {
    const el = editor.current;
    if (!el) return;
    const html = cleanHtml(el.innerHTML);
    reported.current = html;
    onChange(html);
  };

  const command = (name: string, argument?: string) => {
    editor.current?.focus();
    if (typeof document.execCommand === "function") document.execCommand(name, false, argument);
    report();
  };

  const heading = () => {
    const block = typeof document.queryCommandValue === "function" ? document.queryCommandValue("formatBlock").toLowerCase() : "";
    command("formatBlock", block === "h2" ? "<p>" : "<h2>");
  };

  const startLink = () => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    setHref("https://");
    setLinking(true);
  };
  const finishLink = () => {
    const url = safeHref(href);
    setLinking(false);
    if (!url) return;
    editor.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection && !selection.isCollapsed) command("createLink", url);
    else {
      const a = document.createElement("a");
      a.href = url;
      a.textContent = url;
      insertHtml(editor.current as HTMLElement, a.outerHTML);
      report();
    }
  };

  const tool = (name: string, children: ReactNode, run: () => void) => (
    <button type="button" className="ops-rte__tool" aria-label={name} title={name} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {children}
    </button>
  );

  return (
    <div className="ops-rte" data-testid={testId}>
      <span className="ops-rte__label">{label}</span>
      <div className="ops-rte__toolbar" role="toolbar" aria-label={t`Formatting`}>
        {tool(t`Bold`, <strong>B</strong>, () => command("bold"))}
        {tool(t`Italic`, <em>I</em>, () => command("italic"))}
        {tool(t`Heading`, "H", heading)}
        {tool(t`Bulleted list`, "•", () => command("insertUnorderedList"))}
        {tool(t`Numbered list`, "1.", () => command("insertOrderedList"))}
        {tool(
          t`Link`,
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
            <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
          </svg>,
          startLink,
        )}
      </div>
      {linking ? (
        <div className="ops-rte__link">
          <Input
            header={t`Link address`}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            status={safeHref(href) ? undefined : "error"}
            autoFocus
          />
          <Button size="s" onClick={finishLink} disabled={!safeHref(href)}>
            <Trans>Add link</Trans>
          </Button>
          <Button size="s" mode="plain" onClick={() => setLinking(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: a contentEditable area holds formatted text, which a textarea cannot. */}
      <div
        ref={editor}
        className="ops-rte__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        lang={lang}
        tabIndex={0}
        data-testid={testId ? `${testId}-area` : undefined}
        onInput={report}
        onBlur={report}
        onFocus={() => {
          if (typeof document.execCommand === "function") document.execCommand("defaultParagraphSeparator", false, "p");
        }}
        onPaste={(e) => {
          e.preventDefault();
          const html = pastedHtml({ html: e.clipboardData.getData("text/html"), text: e.clipboardData.getData("text/plain") });
          if (editor.current) insertHtml(editor.current, html);
          report();
        }}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}
