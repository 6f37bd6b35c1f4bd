import { Trans } from "@lingui/react/macro";
import type { ApplicationStatus } from "./applications-data";

export function StatusLabel({ status }: { status: ApplicationStatus }) {
  if (status === "reviewed")
    return (
      <span className="ops-status ops-status--good">
        <Trans>reviewed</Trans>
      </span>
    );
  if (status === "rejected")
    return (
      <span className="ops-status ops-status--bad">
        <Trans>rejected</Trans>
      </span>
    );
  return (
    <span className="ops-status ops-status--warn">
      <Trans>new</Trans>
    </span>
  );
}
