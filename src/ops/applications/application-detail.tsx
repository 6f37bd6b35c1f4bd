// One application: the person, the vacancy, their CV (open or download) and the decision.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Section } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import { History } from "../audit/history";
import { useProblem } from "../audit/problem";
import { formatWhen } from "../audit/when";
import { type ApplicationStatus, cvUrl, type OperatorApplication, setApplicationStatus } from "./applications-data";
import { StatusLabel } from "./status-label";

interface Props {
  application: OperatorApplication;
  vacancy: string;
  onChanged: (status: ApplicationStatus) => void;
  onBack: () => void;
}

export function ApplicationDetail({ application: a, vacancy, onChanged, onBack }: Props) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const [busy, setBusy] = useState<ApplicationStatus | null>(null);
  const [changes, setChanges] = useState(0);
  const hasCv = a.hasCv ?? a.cvFileName !== null;

  async function decide(status: ApplicationStatus) {
    setBusy(status);
    try {
      await setApplicationStatus(a.id, status);
      toast.success(status === "reviewed" ? t`Marked reviewed` : status === "rejected" ? t`Marked rejected` : t`Marked new`);
      setChanges((n) => n + 1);
      onChanged(status);
    } catch (err) {
      toast.error(problem(err));
    } finally {
      setBusy(null);
    }
  }

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
            onClick={() => void decide("reviewed")}
            data-testid="mark-reviewed"
          >
            <Trans>Mark reviewed</Trans>
          </Button>
          <Button
            size="m"
            mode="bezeled"
            loading={busy === "rejected"}
            disabled={a.status === "rejected"}
            onClick={() => void decide("rejected")}
            data-testid="mark-rejected"
          >
            <Trans>Reject</Trans>
          </Button>
          {a.status !== "new" ? (
            <Button size="m" mode="plain" loading={busy === "new"} onClick={() => void decide("new")}>
              <Trans>Back to new</Trans>
            </Button>
          ) : null}
        </div>
      </Section>
      <History entity="application" entityId={a.id} refresh={changes} limit={20} />
    </div>
  );
}
