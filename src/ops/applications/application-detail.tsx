// One application: the person, the vacancy, their CV (open or download) and the decision.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Section } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { History } from "../audit/history";
import { useSaveCount } from "../shared/query-client";
import { formatWhen } from "../shared/when";
import { APPLICATIONS_KEY, type ApplicationStatus, cvUrl, type OperatorApplication, setApplicationStatus } from "./applications-data";
import { StatusLabel } from "./status-label";

interface Props {
  application: OperatorApplication;
  vacancy: string;
  onBack: () => void;
}

export function ApplicationDetail({ application: a, vacancy, onBack }: Props) {
  const { t, i18n } = useLingui();
  const saves = useSaveCount();
  const hasCv = a.hasCv ?? a.cvFileName !== null;
  const decision = useMutation({
    mutationFn: (status: ApplicationStatus) => setApplicationStatus(a.id, status),
    meta: { invalidates: [APPLICATIONS_KEY] },
    onSuccess: (_answer, status) =>
      toast.success(status === "reviewed" ? t`Marked reviewed` : status === "rejected" ? t`Marked rejected` : t`Marked new`),
  });
  const busy = decision.isPending ? decision.variables : null;
  const decide = (status: ApplicationStatus) => decision.mutate(status);

  return (
    <div className="ops-application" data-testid="application-detail">
      <div className="ops-actions ops-application__back">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Applications</Trans>
        </Button>
      </div>
      <Section header={a.fullName}>
        <Cell subhead={t`Status`} after={<StatusLabel status={a.status} />}>
          {vacancy}
        </Cell>
        <Cell subhead={t`Phone`} Component="a" href={`tel:${a.phone}`} className="ops-plain-link">
          {a.phone}
        </Cell>
        <Cell subhead={t`Date of birth`}>{a.birthDate}</Cell>
        <Cell subhead={t`City`}>{a.city}</Cell>
        <Cell subhead={t`Sent`}>{formatWhen(a.createdAt, i18n.locale)}</Cell>
        <Cell subhead={t`CV`} multiline>
          {hasCv ? (a.cvFileName ?? "cv.pdf") : <Trans>No CV attached</Trans>}
        </Cell>
        {hasCv ? (
          <div className="ops-actions">
            <a className="ops-link-button" href={cvUrl(a.id)} target="_blank" rel="noopener" data-testid="open-cv">
              <Trans>Open the CV</Trans>
            </a>
            <a className="ops-link-button" href={cvUrl(a.id)} download={a.cvFileName ?? `cv-${a.id}.pdf`} data-testid="download-cv">
              <Trans>Download</Trans>
            </a>
          </div>
        ) : null}
        <div className="ops-actions">
          <Button
            size="m"
            loading={busy === "reviewed"}
            disabled={a.status === "reviewed"}
            onClick={() => decide("reviewed")}
            data-testid="mark-reviewed"
          >
            <Trans>Mark reviewed</Trans>
          </Button>
          <Button
            size="m"
            mode="bezeled"
            loading={busy === "rejected"}
            disabled={a.status === "rejected"}
            onClick={() => decide("rejected")}
            data-testid="mark-rejected"
          >
            <Trans>Reject</Trans>
          </Button>
          {a.status !== "new" ? (
            <Button size="m" mode="plain" loading={busy === "new"} onClick={() => decide("new")}>
              <Trans>Back to new</Trans>
            </Button>
          ) : null}
        </div>
      </Section>
      <History entity="application" entityId={a.id} refresh={saves} limit={20} />
    </div>
  );
}
