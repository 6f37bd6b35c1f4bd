// One broadcast in the list: its text, status, progress (sent, blocked, failed, waiting) and
// attribution (opened the button, their orders and revenue within the days); a draft's preview
// and start, a draft's or a sending one's cancel.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell } from "@telegram-apps/telegram-ui";
import type { OperatorBroadcast } from "../../contract/operator-broadcasts";
import { textFor } from "../../domain/broadcast";
import type { Locale } from "../../domain/locales";
import { dateTime, money } from "../format";

interface Props {
  /** The list's row (its button and audience are not shown). */
  b: Omit<OperatorBroadcast, "button" | "audience">;
  days: number;
  busy: boolean;
  onPreview: () => void;
  onStart: () => void;
  onCancel: () => void;
}

export function BroadcastRow({ b, days, busy, onPreview, onStart, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const status = { draft: t`draft`, sending: t`sending`, done: t`sent`, cancelled: t`cancelled` }[b.status];
  const text = textFor(b.texts, locale);
  const progress =
    b.status === "draft"
      ? null
      : t`Sent ${b.sent} of ${b.recipients} · blocked the bot ${b.blocked} · failed ${b.failed} · waiting ${b.pending}`;
  const attribution =
    b.status === "draft"
      ? null
      : t`Opened ${b.opened} · ${plural(b.orders, { one: "# order", other: "# orders" })} for ${money(b.revenue, locale)} within ${plural(days, { one: "# day", other: "# days" })}`;
  const percent = b.recipients ? Math.round(((b.sent + b.blocked + b.failed) / b.recipients) * 100) : 0;
  return (
    <Cell
      multiline
      data-testid={`broadcast-row-${b.id}`}
      subhead={`#${b.id} · ${status} · ${dateTime(b.startedAt ?? b.createdAt, locale)}${b.authorName ? ` · ${b.authorName}` : ""}`}
      subtitle={progress ?? undefined}
      description={attribution ?? undefined}
      after={
        <span className="ops-staff-actions">
          {b.status === "draft" ? (
            <>
              <Button size="s" mode="plain" disabled={busy} onClick={onPreview} data-testid={`broadcast-preview-${b.id}`}>
                <Trans>Send me a preview</Trans>
              </Button>
              <Button size="s" mode="bezeled" disabled={busy} onClick={onStart} data-testid={`broadcast-start-${b.id}`}>
                <Trans>Start</Trans>
              </Button>
            </>
          ) : null}
          {b.status === "draft" || b.status === "sending" ? (
            <Button size="s" mode="plain" disabled={busy} onClick={onCancel} data-testid={`broadcast-cancel-${b.id}`}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </span>
      }
    >
      <span className="ops-broadcast__text">{text.length > 140 ? `${text.slice(0, 140)}…` : text}</span>
      {b.status === "sending" ? (
        <progress className="ops-broadcast__progress" max={100} value={percent} aria-label={t`Sent ${percent}%`} />
      ) : null}
    </Cell>
  );
}
