// One news item, promotion or vacancy: its title and text in three languages (the text with a
// language switch), a picture address, when it is published, or a draft; after saving, the text as
// the server kept it (sanitised).
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Input, Section, SegmentedControl, Switch } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { fieldProblem } from "../errors";
import { EditorFrame } from "../shared/editor-frame";
import { emptyLocalized, LANGS, type Lang, LocalizedFields, missingLangs, useLangNames } from "../shared/localized-fields";
import { fromLocalInput, toLocalInput } from "../shared/when";
import { cleanHtml, isBlank } from "./rich-text-schema";
import {
  AUDIT_ENTITY,
  bodyOf,
  type ContentItem,
  type ContentRequest,
  contentQuery,
  contentRequest,
  createContent,
  updateContent,
} from "./content-data";
import { RichTextEditor } from "./rich-text-editor";

interface Props {
  kind: "news" | "stocks";
  item: ContentItem | null;
  onBack: () => void;
}

export function ContentEditor({ kind, item, onBack }: Props) {
  const { t } = useLingui();
  const names = useLangNames();
  const queryClient = useQueryClient();
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
  const save = useMutation({
    mutationFn: async (request: ContentRequest) =>
      id === null ? (await createContent(request)).id : (await updateContent(request, id), id),
    onSuccess: async (savedId) => {
      setId(savedId);
      toast.success(t`Saved`);
      // What the server kept: its sanitiser may have removed something. This reads the list again too.
      const list = await queryClient.fetchQuery({ ...contentQuery(kind), staleTime: 0 });
      const stored = list.find((row) => row.id === savedId) ?? null;
      setSaved(stored);
      const storedBody = stored && bodyOf(stored);
      if (storedBody) setBody(storedBody);
    },
  });

  const missingTitle = missingLangs(title);
  const missingBody = LANGS.filter((l) => isBlank(body[l]));
  const badEnd = kind === "stocks" && startsAt && endsAt && endsAt <= startsAt;
  const ready = missingTitle.length === 0 && missingBody.length === 0 && !badEnd;

  function submit() {
    const form = {
      title,
      body: { ru: cleanHtml(body.ru), en: cleanHtml(body.en), uz: cleanHtml(body.uz) },
      imageUrl,
      publishedAt: fromLocalInput(publishedAt),
      startsAt: fromLocalInput(startsAt),
      endsAt: fromLocalInput(endsAt),
      draft,
    };
    save.mutate(contentRequest(kind, form));
  }

  const keptBody = saved ? bodyOf(saved) : undefined;
  const heading = kind === "news" ? t`News item` : t`Promotion`;
  return (
    <EditorFrame
      testId="content-editor"
      back={<Trans>← Back to the list</Trans>}
      onBack={onBack}
      title={id === null ? t`New: ${heading}` : heading}
      save={{ label: <Trans>Save</Trans>, onSave: submit, busy: save.isPending, ready, testId: "save-content" }}
      after={
        keptBody ? (
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
        ) : null
      }
      history={id !== null ? { entity: AUDIT_ENTITY[kind], entityId: id, limit: 20 } : null}
    >
      <LocalizedFields
        label={t`Title`}
        value={title}
        onChange={setTitle}
        maxLength={200}
        problem={fieldProblem(save.error, "title")}
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
        status={fieldProblem(save.error, "imageUrl") ? "error" : undefined}
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
    </EditorFrame>
  );
}
