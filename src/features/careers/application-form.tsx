// The vacancy application form (docs/api.md "POST /api/vacancies/apply"): problems show in the
// customer's language when a field is left and on sending; the server's field errors land on
// their fields; a refusal (429 included) is a toast, and nothing typed is lost.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { UzPhoneInput } from "../../components/phone-input";
import type { Region } from "../contacts/api/get-regions";
import type { Vacancy } from "./api/vacancies";
import { Field } from "../../components/field";
import { CityField, CvField } from "./apply-controls";
import { type ApplicationDraft, type ApplicationField, birthDateBounds } from "./application-rules";
import { useApplicationForm } from "./use-application-form";
import { useApplicationMessages } from "./use-application-messages";

interface Props {
  vacancies: readonly Vacancy[];
  regions: readonly Region[];
  initialVacancyId: string;
  prefillName?: string;
  /** Told the chosen vacancy's id ("" for none) whenever it changes. */
  onVacancy: (vacancyId: string) => void;
  onSent: (draft: ApplicationDraft) => void;
}

export function ApplicationForm({ vacancies, regions, initialVacancyId, prefillName, onVacancy, onSent }: Props) {
  const { t } = useLingui();
  const messages = useApplicationMessages();
  const form = useApplicationForm({ initialVacancyId, prefillName, vacancies, regions, onSent });
  const { draft, set, touch } = form;
  const sending = form.status === "sending";
  const bounds = birthDateBounds(new Date());
  useEffect(() => {
    onVacancy(draft.vacancyId);
  }, [draft.vacancyId, onVacancy]);

  const message = (field: ApplicationField): string | null => {
    const shown = form.shown(field);
    if (!shown) return null;
    return "server" in shown ? messages.server(field, shown.server) : messages.problem(field, shown.problem);
  };

  return (
    <form
      className="card apply-form"
      noValidate
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <Field id="apply-vacancyId" label={t`Vacancy`} error={message("vacancyId")}>
        {(a11y) => (
          <select
            {...a11y}
            name="vacancyId"
            className="field__input field__input--select"
            value={draft.vacancyId}
            onChange={(e) => set({ vacancyId: e.target.value })}
            onBlur={() => touch("vacancyId")}
            aria-required="true"
          >
            <option value="" disabled>
              {t`Choose a vacancy`}
            </option>
            {vacancies.map((v) => (
              <option key={v.id} value={v.id}>
                {`${v.title} · ${v.city}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="apply-fullName" label={t`First and last name`} error={message("fullName")}>
        {(a11y) => (
          <input
            {...a11y}
            name="fullName"
            className="field__input"
            value={draft.fullName}
            onChange={(e) => set({ fullName: e.target.value })}
            onBlur={() => touch("fullName")}
            autoComplete="name"
            maxLength={100}
            aria-required="true"
          />
        )}
      </Field>
      <div className="apply-form__row">
        <Field id="apply-phone" label={t`Phone`} error={message("phone")}>
          {(a11y) => (
            <UzPhoneInput
              {...a11y}
              name="phone"
              className="field__input"
              digits={draft.phoneDigits}
              onDigits={(d) => set({ phoneDigits: d })}
              onBlur={() => touch("phone")}
              aria-required="true"
            />
          )}
        </Field>
        <Field id="apply-birthDate" label={t`Date of birth`} error={message("birthDate")}>
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              name="birthDate"
              className="field__input"
              value={draft.birthDate}
              min={bounds.min}
              max={bounds.max}
              onChange={(e) => set({ birthDate: e.target.value })}
              onBlur={() => touch("birthDate")}
              autoComplete="bday"
              aria-required="true"
            />
          )}
        </Field>
      </div>
      <CityField draft={draft} regions={regions} message={message("city")} set={set} onBlur={() => touch("city")} />
      <CvField file={draft.cv} message={message("cv")} onFile={form.setCv} />
      <div className="apply-form__send">
        <button type="submit" className="button button--primary button--wide" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send application</Trans>}
        </button>
        <p className="apply-form__note">
          <Trans>We use your details only to consider this application.</Trans>
        </p>
      </div>
    </form>
  );
}
