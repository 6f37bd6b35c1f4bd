// The chosen vacancy beside the form (under it on a phone): what the applicant is applying for.
import { Trans } from "@lingui/react/macro";
import type { Vacancy } from "./api/vacancies";

export function VacancySummary({ vacancy }: { vacancy: Vacancy }) {
  return (
    <aside className="card apply-summary" aria-labelledby="apply-summary-title">
      <p className="apply-summary__kicker">
        <Trans>You are applying for</Trans>
      </p>
      <h2 id="apply-summary-title" className="apply-summary__title">
        {vacancy.title}
      </h2>
      <dl className="apply-summary__facts">
        <div>
          <dt>
            <Trans>City</Trans>
          </dt>
          <dd>{vacancy.city}</dd>
        </div>
        <div>
          <dt>
            <Trans>Schedule</Trans>
          </dt>
          <dd>{vacancy.schedule}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pay</Trans>
          </dt>
          <dd>{vacancy.salary}</dd>
        </div>
      </dl>
      <p className="apply-summary__description">{vacancy.description}</p>
    </aside>
  );
}
