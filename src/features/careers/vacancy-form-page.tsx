// /vacancies/form: the application form, the vacancy preselected from `?vacancy=<id>`. Inside
// Telegram the shell passes the user's name as `prefill`; nothing Telegram-specific is read here.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { paths } from "../../domain/paths";
import { regionsQueryAtom } from "../contacts/api/get-regions";
import { LoadFailed } from "../../components/content/content-list";
import { useErrorToast } from "../../components/use-error-toast";
import { vacanciesQueryAtom } from "./api/vacancies";
import { ApplicationForm } from "./application-form";
import type { ApplicationDraft } from "./application-rules";
import { ApplicationSent } from "./application-sent";
import { VacancySummary } from "./vacancy-summary";
import "./apply-form.css";
import "./apply-page.css";

export interface ApplicationPrefill {
  fullName?: string;
}

export function VacancyFormPage({ prefill }: { prefill?: ApplicationPrefill }) {
  const { t } = useLingui();
  const initialVacancyId = new URLSearchParams(useSearch()).get("vacancy") ?? "";
  const vacancies = useAtomValue(vacanciesQueryAtom);
  const regions = useAtomValue(regionsQueryAtom);
  const [sent, setSent] = useState<ApplicationDraft | null>(null);
  const [chosen, setChosen] = useState(initialVacancyId);
  useErrorToast(vacancies.error ?? regions.error);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (sent) {
    const title = vacancies.data?.find((v) => String(v.id) === sent.vacancyId)?.title ?? null;
    return <ApplicationSent phoneDigits={sent.phoneDigits} vacancyTitle={title} />;
  }

  const vacancy = vacancies.data?.find((v) => String(v.id) === chosen);
  let body: ReactNode;
  if (vacancies.isPending || regions.isPending) {
    body = <div className="card apply-form apply-form--skeleton skeleton" aria-busy="true" aria-label={t`Loading`} />;
  } else if (!vacancies.data) {
    body = <LoadFailed onRetry={() => void vacancies.refetch()} />;
  } else {
    body = (
      <ApplicationForm
        vacancies={vacancies.data}
        regions={regions.data ?? []}
        initialVacancyId={initialVacancyId}
        prefillName={prefill?.fullName}
        onVacancy={setChosen}
        onSent={setSent}
      />
    );
  }

  return (
    <div className="apply-page">
      <header className="apply-page__header">
        <Link href={paths.vacancies.href()} className="apply-page__back">
          <span aria-hidden="true">←</span> <Trans>All vacancies</Trans>
        </Link>
        <h1 className="apply-page__title">{t`Job application`}</h1>
        <p className="apply-page__lead">
          <Trans>Tell us a little about yourself: it takes two minutes. We call every applicant back.</Trans>
        </p>
      </header>
      <div className="apply-page__layout">
        {body}
        {vacancy && <VacancySummary vacancy={vacancy} />}
      </div>
    </div>
  );
}
