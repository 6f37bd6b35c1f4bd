// The history of one thing staff changed (a product, an order, a news item…): who did what and
// when, newest first, from GET /api/operator/audit?entity=…&entityId=…. Reusable by every section.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Placeholder, Section, Spinner } from "@telegram-apps/telegram-ui";
import type { AuditEntity, AuditEntry } from "../../contract/staff";
import { opsApi } from "../api";
import { useProblem } from "../errors";
import { useLoad } from "../use-load";
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

/** `price: 45000, isActive: false` — short enough for one line per field. */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([key]) => key !== "was")
    .map(([key, value]) => {
      const shown =
        value && typeof value === "object" && !Array.isArray(value) && "ru" in value
          ? String((value as Record<string, unknown>).ru)
          : typeof value === "string"
            ? value
            : JSON.stringify(value);
      return `${key}: ${shown.length > 80 ? `${shown.slice(0, 79)}…` : shown}`;
    })
    .join(" · ");
}

export function History({ entity, entityId, limit = 50, refresh = 0 }: Props) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const id = entityId === undefined ? "" : String(entityId);
  const history = useLoad(
    () => opsApi.get<AuditEntry[]>("/audit", { entity, entityId: id || undefined, limit }),
    `${entity}/${id}/${limit}/${refresh}`,
  );
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
  };
  return (
    <Section header={t`History`} data-testid="history">
      {history.loading && !history.data ? (
        <Cell before={<Spinner size="s" />}>
          <Trans>Loading…</Trans>
        </Cell>
      ) : history.error ? (
        <Cell
          multiline
          after={
            <Button size="s" mode="bezeled" onClick={history.reload}>
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
            subtitle={entry.actor}
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
