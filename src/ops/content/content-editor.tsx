// One news item, promotion or vacancy: its title and text in three languages (the text with a
// language switch), a picture address, when it is published, or a draft; after saving, the text as
// the server kept it (sanitised).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, Section, SegmentedControl, Switch } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import { History } from "../audit/history";
import { problemFields, useProblem } from "../audit/problem";
import { fromLocalInput, toLocalInput } from "../audit/when";
import { cleanHtml, isBlank } from "./clean-html";
import { AUDIT_ENTITY, bodyOf, type ContentItem, contentBody, createContent, loadContent, updateContent } from "./content-data";
import { emptyLocalized, LANGS, type Lang, LocalizedFields, missingLangs, useLangNames } from "./localized";
import { RichTextEditor } from "./rich-text-editor";

interface Props {
  kind: "news" | "stocks";
  item: ContentItem | null;
  onSaved: () => void;
  onBack: () => void;
}

export function ContentEditor({ kind, item, onSaved, onBack }: Props) {
  const { t } = useLingui();
  const problem = useProblem();
  const names = useLangNames();
  const [title, setTitle] = useState(item?.title ?? emptyLocalized());
  const [body, setBody] = useState(item ? (bodyOf(item) ?? emptyLocalized()) : emptyLocalized());
  const [lang, setLang] = useState<Lang>("ru");
  const [imageUrl, setImageUrl] = useState(item?.imageUrl ?? "");
  const [publishedAt, setPublishedAt] = useState(toLocalInput(item?.publishedAt));
  const [startsAt, setStartsAt] = useState(toLocalInput(item?.startsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(item?.endsAt));
  const [draft, setDraft] = useState(item ? item.isPublished === false || item.isActive === false : false);
  const [saved, setSaved] = useState<ContentItem | null>(null);
  const [id, setId] = useState(item?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saves, setSaves] = useState(0);

  const missingTitle = missingLangs(title);
  const missingBody = LANGS.filter((l) => isBlank(body[l]));
  const badEnd = kind === "stocks" && startsAt && endsAt && endsAt <= startsAt;
  const ready = missingTitle.length === 0 && missingBody.length === 0 && !badEnd;

  async function save() {
    const form = {
      title,
      body: { ru: cleanHtml(body.ru), en: cleanHtml(body.en), uz: cleanHtml(body.uz) },
      imageUrl,
      publishedAt: fromLocalInput(publishedAt),
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      draft,
    };
    setBusy(true);
    setFields({});
    try {
      let savedId = id;
      if (savedId === null) {
        savedId = (await createContent(kind, contentBody(kind, form))).id;
        setId(savedId);
      } else await updateContent(kind, savedId, contentBody(kind, form));
      toast.success(t`Saved`);
      setSaves((n) => n + 1);
      onSaved();
      // What the server kept: its sanitiser may have removed something.
      const stored = (await loadContent(kind)).find((row) => row.id === savedId) ?? null;
      setSaved(stored);
      const storedBody = stored && bodyOf(stored);
      if (storedBody) setBody(storedBody);
    } catch (err) {
      setFields(problemFields(err));
      toast.error(problem(err));
    } finally {
      setBusy(false);
    }
  }

  const keptBody = saved ? bodyOf(saved) : undefined;
  const heading = kind === "news" ? t`News item` : t`Promotion`;
  return (
    <div className="ops-admin ops-wide" data-testid="content-editor">
      <div className="ops-actions">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Back to the list</Trans>
        </Button>
      </div>
      <Section header={id === null ? t`New: ${heading}` : heading}>
        <LocalizedFields
          label={t`Title`}
          value={title}
          onChange={setTitle}
          maxLength={200}
          problem={fields.title ?? fields["title.ru"]}
          testId="title"
        />
        <div className="ops-actions">
          <SegmentedControl>
            {LANGS.map((l) => (
              <SegmentedControl.Item
                key={l}
                selected={lang === l}
                onClick={() => setLang(l)}
                data-testid={`body-lang-${l}`}
                aria-label={names[l]}
              >
                <span className="ops-long">{names[l]}</span>
                <span className="ops-short">{l.toUpperCase()}</span>
                {missingBody.includes(l) ? " •" : ""}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl>
        </div>
        <RichTextEditor
          key={lang}
          label={t`Text · ${names[lang]}`}
          lang={lang}
          value={body[lang]}
          onChange={(html) => setBody((b) => ({ ...b, [lang]: html }))}
          testId="body"
        />
        {missingBody.length > 0 ? (
          <p className="ops-hint">
            <Trans>Still empty: {missingBody.map((l) => names[l]).join(", ")}</Trans>
          </p>
        ) : null}
        <Input
          header={t`Picture address (https://… or /images/…), optional`}
          value={imageUrl}
          onChange={(e) => setImageUrl(e.target.value)}
          status={fields.imageUrl ? "error" : undefined}
        />
        {kind === "news" ? (
          <Input
            header={t`Publish at (Tashkent time; empty: now)`}
            type="datetime-local"
            value={publishedAt}
            onChange={(e) => setPublishedAt(e.target.value)}
            data-testid="published-at"
          />
        ) : null}
        {kind === "stocks" ? (
          <div className="ops-langs">
            <Input
              header={t`Starts (Tashkent time; empty: now)`}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
            />
            <Input
              header={t`Ends (empty: no end)`}
              type="datetime-local"
              value={endsAt}
              status={badEnd ? "error" : undefined}
              onChange={(e) => setEndsAt(e.target.value)}
            />
          </div>
        ) : null}
        {badEnd ? (
          <p className="ops-error" role="alert">
            <Trans>The end must come after the start.</Trans>
          </p>
        ) : null}
        <Cell
          Component="label"
          multiline
          after={<Switch checked={draft} onChange={(e) => setDraft(e.target.checked)} />}
          description={t`A draft is kept but customers do not see it.`}
        >
          <Trans>Draft</Trans>
        </Cell>
        <div className="ops-actions">
          <Button size="m" loading={busy} disabled={!ready} onClick={save} data-testid="save-content">
            <Trans>Save</Trans>
          </Button>
        </div>
      </Section>
      {keptBody ? (
        <Section header={t`As saved (the server's sanitised text)`} data-testid="saved-preview">
          <div className="ops-langs">
            {LANGS.map((l) => (
              <div key={l} className="ops-preview" lang={l}>
                <span className="ops-rte__label">{names[l]}</span>
                <div
                  className="ops-preview__body"
                  data-testid={`saved-${l}`}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server and cleaned again by cleanHtml.
                  dangerouslySetInnerHTML={{ __html: cleanHtml(keptBody[l]) }}
                />
              </div>
            ))}
          </div>
        </Section>
      ) : null}
      {id !== null ? <History entity={AUDIT_ENTITY[kind]} entityId={id} refresh={saves} limit={20} /> : null}
    </div>
  );
}
