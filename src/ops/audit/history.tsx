// The history of one thing staff changed (a product, an order, a news item…): who did what and
// when, newest first, from GET /api/operator/audit?entity=…&entityId=…. Reusable by every section.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Placeholder, Section, Spinner } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditEntity } from "../../contract/staff";
import { opsApi } from "../api";
import { useProblem } from "../errors";
import { formatWhen } from "../shared/when";
import "../shared/admin.css";

interface Props {
  entity: AuditEntity;
  /** One thing's history; without it, the whole kind's (every staff change, say). */
  entityId?: string | number;
  /** How many entries to ask for (default 50). */
  limit?: number;
  /** Change it to read the history again (after an edit). */
  refresh?: number;
}

/** A value in a few words: a language text by the languages it holds, a long one cut. */
function shown(value: unknown): string {
  const text =
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.keys(value).every((k) => k === "ru" || k === "en" || k === "uz")
        ? Object.entries(value as Record<string, unknown>)
            .map(([lang, v]) => `${lang} ${typeof v === "string" ? v : JSON.stringify(v)}`)
            .join(", ")
        : JSON.stringify(value)
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * `price: 40000 → 45000 · isActive: false` — one line per change. An update's row holds the new
 * values and `was`, the values they replaced (server/operator/audit.ts).
 */
export function describeDetails(details: Record<string, unknown>): string {
  const was = details.was && typeof details.was === "object" ? (details.was as Record<string, unknown>) : {};
  return Object.entries(details)
    .filter(([key]) => key !== "was")
    .map(([key, value]) => (key in was ? `${key}: ${shown(was[key])} → ${shown(value)}` : `${key}: ${shown(value)}`))
    .join(" · ");
}

export function History({ entity, entityId, limit = 50, refresh = 0 }: Props) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const id = entityId === undefined ? "" : String(entityId);
  // A new `refresh` reads again, keeping the last entries in sight meanwhile; a history reopened
  // later reads afresh rather than showing what it held before (gcTime 0).
  const history = useQuery({
    queryKey: ["audit", entity, id, limit, refresh],
    queryFn: () => opsApi.GET("/api/operator/audit", { query: { entity, entityId: id || undefined, limit } }),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const actions: Record<string, string> = {
    create: t`Created`,
    update: t`Changed`,
    delete: t`Removed`,
    photo: t`New photo`,
    advance: t`Moved on`,
    cancel: t`Cancelled`,
    status: t`Status changed`,
    stop: t`Stopped`,
    resume: t`Back on sale`,
    restart: t`Back on sale`,
    zone: t`Zone changed`,
    cv: t`CV downloaded`,
    paid: t`Paid online`,
    block: t`Blocked`,
    unblock: t`Unblocked`,
    points: t`Points adjusted`,
  };
  // Rows no staff member wrote name their writer in English on the wire.
  const systemActors: Record<string, string> = { "operator token": t`Operator token`, bot: t`Telegram bot` };
  return (
    <Section header={t`History`} data-testid="history">
      {history.isFetching && !history.data ? (
        <Cell before={<Spinner size="s" />}>
          <Trans>Loading…</Trans>
        </Cell>
      ) : history.error ? (
        <Cell
          multiline
          after={
            <Button size="s" mode="bezeled" onClick={() => void history.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {problem(history.error)}
        </Cell>
      ) : !history.data || history.data.length === 0 ? (
        <Placeholder description={t`No changes recorded yet.`} />
      ) : (
        history.data.map((entry) => (
          <Cell
            key={entry.id}
            multiline
            subhead={formatWhen(entry.at, i18n.locale)}
            subtitle={entry.staffId === null ? (systemActors[entry.actor] ?? entry.actor) : entry.actor}
            description={
              Object.keys(entry.details).length > 0 ? <span className="ops-details">{describeDetails(entry.details)}</span> : null
            }
          >
            {actions[entry.action] ?? entry.action}
          </Cell>
        ))
      )}
    </Section>
  );
}
