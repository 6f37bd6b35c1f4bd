// The application form's own controls: the city (a list of the chain's cities or one typed by
// hand) and the CV picker.
import { Trans, useLingui } from "@lingui/react/macro";
import { Field } from "../../components/field";
import { useLocale } from "../../i18n/use-locale";
import type { Region } from "../contacts/api/get-regions";
import { type ApplicationDraft, OTHER_CITY } from "./application-rules";
import { fileSize } from "./cv-check";

interface CityProps {
  draft: ApplicationDraft;
  regions: readonly Region[];
  message: string | null;
  set: (patch: Partial<ApplicationDraft>) => void;
  onBlur: () => void;
}

export function CityField({ draft, regions, message, set, onBlur }: CityProps) {
  const { t } = useLingui();
  const typed = draft.regionId === OTHER_CITY;
  return (
    <Field id={typed && regions.length === 0 ? "apply-city-text" : "apply-city"} label={t`City`} error={message}>
      {(a11y) => (
        <div className="apply-city">
          {regions.length > 0 && (
            <select
              {...a11y}
              {...(typed ? { "aria-invalid": false } : {})}
              id="apply-city"
              name="region"
              className="field__input field__input--select"
              value={draft.regionId}
              onChange={(e) => set({ regionId: e.target.value })}
              onBlur={onBlur}
              aria-required="true"
            >
              <option value="" disabled>
                {t`Choose a city`}
              </option>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
              <option value={OTHER_CITY}>{t`Another city`}</option>
            </select>
          )}
          {typed && (
            <input
              {...a11y}
              id="apply-city-text"
              name="city"
              className="field__input"
              value={draft.cityText}
              onChange={(e) => set({ cityText: e.target.value })}
              onBlur={onBlur}
              maxLength={60}
              autoComplete="address-level2"
              placeholder={t`Your city`}
              aria-label={regions.length > 0 ? t`Your city` : undefined}
              aria-required="true"
            />
          )}
        </div>
      )}
    </Field>
  );
}

interface CvProps {
  file: File | null;
  message: string | null;
  onFile: (file: File | null) => void;
}

export function CvField({ file, message, onFile }: CvProps) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <Field id="apply-cv" label={t`CV (optional)`} error={message} hint={t`A PDF file of at most 5 MB`}>
      {(a11y) => (
        <div className="apply-cv">
          <input
            {...a11y}
            type="file"
            name="cv"
            className="apply-cv__input"
            tabIndex={file ? -1 : 0}
            accept="application/pdf,.pdf"
            onChange={(e) => {
              onFile(e.target.files?.[0] ?? null);
              // The same file can be chosen again after a removal.
              e.target.value = "";
            }}
          />
          {file ? (
            <div className="apply-cv__file">
              <svg
                aria-hidden="true"
                width="22"
                height="22"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              >
                <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                <path d="M14 3v5h5" />
              </svg>
              <span className="apply-cv__name">{file.name}</span>
              <span className="apply-cv__size">{fileSize(file.size, locale)}</span>
              <button type="button" className="apply-cv__remove" onClick={() => onFile(null)}>
                <Trans>Remove</Trans>
              </button>
            </div>
          ) : (
            <label htmlFor="apply-cv" className="apply-cv__pick" aria-hidden="true">
              <span className="apply-cv__plus">+</span>
              <Trans>Attach a CV</Trans>
            </label>
          )}
        </div>
      )}
    </Field>
  );
}
