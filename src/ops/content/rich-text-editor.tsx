// The rich-text editor of news and promotions: Tiptap (ProseMirror, through @tiptap/core) with a toolbar (bold, italic,
// heading, bulleted and numbered lists, link). Its schema is what the server's sanitiser keeps
// (rich-text-schema.ts), so whatever is typed, pasted or dropped in ends up within it. Value in and
// out is HTML ("" for an empty article). The server sanitises again before storing, and the form
// shows what it kept. Loaded with the content editor's chunk, never with the storefront.
import { Trans, useLingui } from "@lingui/react/macro";
import { Editor } from "@tiptap/core";
import { Button, Input } from "@telegram-apps/telegram-ui";
import { type ReactNode, useEffect, useReducer, useRef, useState } from "react";
import { pastedTextSlice, richTextExtensions, safeHref } from "./rich-text-schema";
import "./rich-text-editor.css";

interface Props {
  value: string;
  onChange: (html: string) => void;
  label: string;
  lang?: string;
  testId?: string;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/**
 * A Tiptap editor mounted in the returned element's place, destroyed on unmount. Tiptap's own React
 * package is not used: this is all it would do here, and its store shims would be shared with (and
 * split out of) the storefront's first load.
 */
function useRichTextEditor(value: string, onUpdate: (html: string) => void, attributes: Record<string, string>) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const initial = useRef({ value, onUpdate, attributes });
  initial.current.onUpdate = onUpdate;
  useEffect(() => {
    const start = initial.current;
    const created = new Editor({
      element: host.current,
      extensions: richTextExtensions(),
      content: start.value,
      injectCSS: false,
      editorProps: {
        attributes: start.attributes,
        clipboardTextParser: (text, _context, _plain, view) => pastedTextSlice(text, view.state.schema),
      },
      onUpdate: ({ editor }) => start.onUpdate(htmlOf(editor)),
      // The toolbar shows what is at the caret.
      onTransaction: () => rerender(),
    });
    setEditor(created);
    const mountedIn = host.current;
    return () => {
      created.destroy();
      mountedIn?.replaceChildren();
    };
  }, []);
  return { host, editor };
}

export function RichTextEditor({ value, onChange, label, lang, testId }: Props) {
  const { t } = useLingui();
  const reported = useRef(value);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState("https://");
  const { host, editor } = useRichTextEditor(
    value,
    (html) => {
      reported.current = html;
      onChange(html);
    },
    {
      class: "ops-rte__area",
      role: "textbox",
      "aria-multiline": "true",
      "aria-label": label,
      ...(lang ? { lang } : {}),
      ...(testId ? { "data-testid": `${testId}-area` } : {}),
    },
  );

  // Outside changes (what the server kept after a save) replace the content; our own reports do
  // not, or the caret would jump.
  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = (name: string) => editor?.isActive(name) ?? false;
  /** Runs a command on the editor, focused. */
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => {
    if (editor) command(editor.chain().focus()).run();
  };

  const startLink = () => {
    const current = editor?.getAttributes("link").href as string | undefined;
    setHref(current ?? "https://");
    setLinking(true);
  };
  const finishLink = () => {
    const url = safeHref(href);
    setLinking(false);
    if (!url || !editor) return;
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    else chain.extendMarkRange("link").setLink({ href: url }).run();
  };

  const tool = (name: string, pressed: boolean, children: ReactNode, onPress: () => void) => (
    <button
      type="button"
      className="ops-rte__tool"
      aria-label={name}
      aria-pressed={pressed}
      title={name}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );

  return (
    <div className="ops-rte" data-testid={testId}>
      <span className="ops-rte__label">{label}</span>
      <div className="ops-rte__toolbar" role="toolbar" aria-label={t`Formatting`}>
        {tool(t`Bold`, active("bold"), <strong>B</strong>, () => run((c) => c.toggleBold()))}
        {tool(t`Italic`, active("italic"), <em>I</em>, () => run((c) => c.toggleItalic()))}
        {tool(t`Heading`, active("heading"), "H", () => run((c) => c.toggleHeading({ level: 2 })))}
        {tool(t`Bulleted list`, active("bulletList"), "•", () => run((c) => c.toggleBulletList()))}
        {tool(t`Numbered list`, active("orderedList"), "1.", () => run((c) => c.toggleOrderedList()))}
        {tool(
          t`Link`,
          active("link"),
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
            onKeyDown={(e) => {
              if (e.key === "Enter" && safeHref(href)) {
                e.preventDefault();
                finishLink();
              }
            }}
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
      <div ref={host} className="ops-rte__host" />
    </div>
  );
}
