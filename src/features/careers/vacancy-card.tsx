// One open vacancy: title, city, schedule, pay, a short description and the way to apply.
import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { paths } from "../../domain/paths";
import type { Vacancy } from "./api/vacancies";

export function applyHref(vacancyId: number): string {
  return `${paths.vacancyForm.href()}?vacancy=${vacancyId}`;
}

export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  return (
    <article className="card vacancy" aria-labelledby={`vacancy-${vacancy.id}`} data-vacancy-id={vacancy.id}>
      <header className="vacancy__head">
        <h2 id={`vacancy-${vacancy.id}`} className="vacancy__title">
          {vacancy.title}
        </h2>
        <span className="vacancy__city">{vacancy.city}</span>
      </header>
      <p className="vacancy__salary">{vacancy.salary}</p>
      <p className="vacancy__schedule">
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        {vacancy.schedule}
      </p>
      <p className="vacancy__description">{vacancy.description}</p>
      <Link href={applyHref(vacancy.id)} className="button button--primary vacancy__apply">
        <Trans>Apply</Trans>
      </Link>
    </article>
  );
}
