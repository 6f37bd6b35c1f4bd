// Broadcasts (admins, issue 26): the bot's messages to many customers. A draft is composed with
// its audience's live count, previewed in the author's own Telegram chat, started (the server
// sends it under Telegram's limits), followed as it goes, and credited with the orders of those
// who opened its button. docs/broadcasts.md.
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Input, List, Section } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { Locale } from "../../domain/locales";
import { History } from "../audit/history";
import { HttpError } from "../../lib/http/http-error";
import { useProblem } from "../errors";
import { useSaveCount } from "../shared/query-client";
import { SectionState } from "../shared/section-state";
import { BroadcastRow } from "./broadcast-row";
import {
  BROADCASTS_KEY,
  type BroadcastForm,
  bodyOf,
  broadcastsQuery,
  cancelBroadcast,
  createBroadcast,
  EMPTY_FORM,
  previewBroadcast,
  startBroadcast,
} from "./broadcasts-data";
import { Compose } from "./compose";
import "../shared/admin.css";
import "./broadcasts.css";

export function BroadcastsSection() {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const list = useQuery(broadcastsQuery);
  const saves = useSaveCount();
  const [form, setForm] = useState<BroadcastForm>(EMPTY_FORM);
  const [chatId, setChatId] = useState("");
  /** The section's own refusals in words; the rest as the console says them. */
  const said = (err: unknown) => {
    const code = err instanceof HttpError ? err.code : null;
    if (code === "preview_chat_required") return t`You have no Telegram id on the staff list: give a chat id for the preview.`;
    if (code === "preview_not_delivered") return t`Telegram did not deliver the preview: open the bot and press Start first.`;
    if (code === "broadcast_audience_empty") return t`Nobody is in this audience.`;
    if (code === "broadcast_not_draft" || code === "broadcast_finished")
      return t`This broadcast has moved on meanwhile; the list is up to date again.`;
    if (code === "bot_off") return t`The bot is not set up on the server.`;
    return problem(err);
  };
  const save = useMutation({
    mutationFn: (f: BroadcastForm) => createBroadcast(bodyOf(f)),
    meta: { invalidates: [BROADCASTS_KEY], toast: false },
    onSuccess: () => {
      toast.success(t`Draft saved: send yourself a preview, then start it.`);
      setForm(EMPTY_FORM);
    },
  });
  const act = useMutation({
    mutationFn: ({ id, what }: { id: number; what: "preview" | "start" | "cancel" }): Promise<unknown> =>
      what === "preview"
        ? previewBroadcast(id, { locale: i18n.locale as Locale, ...(chatId.trim() ? { chatId: Number(chatId.trim()) } : {}) })
        : what === "start"
          ? startBroadcast(id)
          : cancelBroadcast(id),
    meta: { invalidates: [BROADCASTS_KEY], toast: false },
    onSuccess: (_, { what }) =>
      toast.success(what === "preview" ? t`Preview sent to your Telegram` : what === "start" ? t`Sending started` : t`Broadcast cancelled`),
    onError: (err) => toast.error(said(err)),
  });
  if (!list.data) return <SectionState query={list} />;
  const { items, attributionDays } = list.data;
  return (
    <List className="ops-admin ops-wide" data-testid="broadcasts-section">
      <Section
        header={t`Broadcasts`}
        footer={t`Orders count for a broadcast when the customer opened its button and ordered within ${attributionDays} days.`}
      >
        {items.length === 0 ? (
          <Cell multiline>
            <Trans>No broadcasts yet.</Trans>
          </Cell>
        ) : null}
        {items.map((b) => (
          <BroadcastRow
            key={b.id}
            b={b}
            days={attributionDays}
            busy={act.isPending}
            onPreview={() => act.mutate({ id: b.id, what: "preview" })}
            onStart={() => {
              if (window.confirm(t`Send broadcast #${b.id} to its audience now?`)) act.mutate({ id: b.id, what: "start" });
            }}
            onCancel={() => act.mutate({ id: b.id, what: "cancel" })}
          />
        ))}
        <Input
          header={t`Chat id for previews`}
          inputMode="numeric"
          data-testid="broadcast-preview-chat"
          value={chatId}
          onChange={(e) => setChatId(e.target.value.replace(/[^\d-]/g, ""))}
        />
      </Section>
      <Compose
        form={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        error={save.error}
        busy={save.isPending}
        onSave={() => save.mutate(form)}
      />
      <History entity="broadcast" refresh={saves} limit={20} />
    </List>
  );
}
