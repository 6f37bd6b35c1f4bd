// /vacancies: the chain's open vacancies (HR API), with a city filter when there are several.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { LoadFailed } from "../../components/content/content-list";
import { useErrorToast } from "../../components/use-error-toast";
import { vacanciesQueryAtom } from "./api/vacancies";
import { VacancyCard } from "./vacancy-card";
import "./careers.css";

export function VacanciesPage() {
  const { t } = useLingui();
  const query = useAtomValue(vacanciesQueryAtom);
  const [regionId, setRegionId] = useState<number | null>(null);
  useErrorToast(query.error);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const vacancies = query.data ?? [];
  const cities = [...new Map(vacancies.map((v) => [v.regionId, v.city])).entries()];
  const shown = regionId === null ? vacancies : vacancies.filter((v) => v.regionId === regionId);

  return (
    <div className="careers">
      <header className="careers__hero">
        <h1 className="careers__title">{t`Careers`}</h1>
        <p className="careers__lead">
          <Trans>Join the Lazzat Pizza team: training from day one, meals on shift, pay on time and a friendly crew.</Trans>
        </p>
      </header>
      {query.isPending ? (
        <ul className="vacancies" aria-busy="true" aria-label={t`Loading`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="card vacancy vacancy--skeleton skeleton" />
          ))}
        </ul>
      ) : !query.data ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : vacancies.length === 0 ? (
        <p className="card careers__empty">
          <Trans>There are no open vacancies right now. Please look again in a few days.</Trans>
        </p>
      ) : (
        <>
          {cities.length > 1 && (
            <div className="careers__filter" role="group" aria-label={t`City`}>
              <button type="button" className="careers__chip" aria-pressed={regionId === null} onClick={() => setRegionId(null)}>
                <Trans>All cities</Trans>
              </button>
              {cities.map(([id, name]) => (
                <button key={id} type="button" className="careers__chip" aria-pressed={regionId === id} onClick={() => setRegionId(id)}>
                  {name}
                </button>
              ))}
            </div>
          )}
          <ul className="vacancies">
            {shown.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
