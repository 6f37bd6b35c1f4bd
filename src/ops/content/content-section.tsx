// Content (admins): news, promotions and vacancies, each list with its items' status (published,
// scheduled, ended, draft); create and edit in three languages, remove after a confirmation.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ButtonCell, Cell, List, Placeholder, SegmentedControl, Section, Spinner } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { toast } from "sonner";
import { Confirm } from "../shared/confirm";
import { type Lang, LANGS } from "../shared/localized-fields";
import { SectionState } from "../shared/section-state";
import { formatWhen } from "../shared/when";
import {
  CONTENT_KINDS,
  type ContentItem,
  type ContentKind,
  type ContentStatus,
  contentKey,
  contentQuery,
  removeContent,
  statusOf,
} from "./content-data";
import { VacancyEditor } from "./vacancy-editor";
import "../shared/admin.css";
import "./content.css";

// The news and promotion editor brings Tiptap (ProseMirror): its own chunk, loaded when one opens.
const ContentEditor = lazy(() => import("./content-editor").then((m) => ({ default: m.ContentEditor })));

export function ContentSection() {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<ContentKind>("news");
  const [editing, setEditing] = useState<ContentItem | "new" | null>(null);
  const [removing, setRemoving] = useState<ContentItem | null>(null);
  const list = useQuery(contentQuery(kind));
  const remove = useMutation({
    mutationFn: (item: ContentItem) => removeContent(kind, item.id),
    meta: { invalidates: [contentKey(kind)] },
    onSuccess: () => {
      toast.success(t`Removed`);
      setRemoving(null);
    },
  });
  const lang: Lang = (LANGS as readonly string[]).includes(i18n.locale) ? (i18n.locale as Lang) : "ru";
  const kindNames: Record<ContentKind, string> = { news: t`News`, stocks: t`Promotions`, vacancies: t`Vacancies` };
  const statusNames: Record<ContentStatus, string> =
    kind === "vacancies"
      ? { published: t`open`, scheduled: t`scheduled`, draft: t`closed`, ended: t`ended` }
      : { published: t`published`, scheduled: t`scheduled`, draft: t`draft`, ended: t`ended` };
  const statusClass: Record<ContentStatus, string> = { published: "good", scheduled: "warn", draft: "", ended: "bad" };

  if (editing && kind === "vacancies")
    return (
      <VacancyEditor
        key={editing === "new" ? "new" : editing.id}
        item={editing === "new" ? null : editing}
        onBack={() => setEditing(null)}
      />
    );
  if (editing && kind !== "vacancies")
    return (
      <Suspense
        fallback={
          <Placeholder>
            <Spinner size="l" />
          </Placeholder>
        }
      >
        <ContentEditor
          key={editing === "new" ? "new" : editing.id}
          kind={kind}
          item={editing === "new" ? null : editing}
          onBack={() => setEditing(null)}
        />
      </Suspense>
    );

  const now = new Date();
  const when = (item: ContentItem) => {
    const at = kind === "news" ? item.publishedAt : kind === "stocks" ? item.startsAt : null;
    if (!at) return null;
    const from = formatWhen(at, i18n.locale);
    return kind === "stocks" && item.endsAt ? `${from} — ${formatWhen(item.endsAt, i18n.locale)}` : from;
  };
  return (
    <List className="ops-admin ops-wide" data-testid="content-section">
      <div className="ops-tabs">
        <SegmentedControl>
          {CONTENT_KINDS.map((k) => (
            <SegmentedControl.Item key={k} selected={k === kind} onClick={() => setKind(k)} data-testid={`content-kind-${k}`}>
              {kindNames[k]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl>
      </div>
      {!list.data ? (
        <SectionState query={list} />
      ) : (
        <Section header={kindNames[kind]}>
          <ButtonCell onClick={() => setEditing("new")} data-testid="content-new">
            {kind === "news" ? (
              <Trans>Write a news item</Trans>
            ) : kind === "stocks" ? (
              <Trans>New promotion</Trans>
            ) : (
              <Trans>New vacancy</Trans>
            )}
          </ButtonCell>
          {list.data.length === 0 ? <Placeholder description={t`Nothing here yet.`} /> : null}
          {list.data.map((item) => {
            const status = statusOf(kind, item, now);
            return (
              <Cell
                key={item.id}
                multiline
                data-testid={`content-${item.id}`}
                subhead={
                  <span className={`ops-status ops-status--${statusClass[status]}`} data-testid="content-status">
                    {statusNames[status]}
                  </span>
                }
                subtitle={when(item)}
                onClick={() => setEditing(item)}
                after={
                  <Button
                    size="s"
                    mode="plain"
                    aria-label={t`Remove ${item.title[lang]}`}
                    onClick={(e) => {
                      e.stopPropagation();
                      setRemoving(item);
                    }}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                }
              >
                {item.title[lang] || item.title.ru}
              </Cell>
            );
          })}
        </Section>
      )}
      <Confirm
        open={removing !== null}
        title={removing ? t`Remove "${removing.title[lang]}"?` : ""}
        description={t`Customers stop seeing it at once. This cannot be undone.`}
        confirmLabel={t`Remove`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </List>
  );
}
