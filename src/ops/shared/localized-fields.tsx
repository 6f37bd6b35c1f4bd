// Text in the chain's three languages: the editors show ru, en and uz side by side on a desktop and
// one under the other on a phone, each field labelled with its language.
import { useLingui } from "@lingui/react/macro";
import { Input, Textarea } from "@telegram-apps/telegram-ui";
import "./admin.css";

export const LANGS = ["ru", "en", "uz"] as const;
export type Lang = (typeof LANGS)[number];
export type Localized = Record<Lang, string>;

export const emptyLocalized = (): Localized => ({ ru: "", en: "", uz: "" });

export function useLangNames(): Record<Lang, string> {
  const { t } = useLingui();
  return { ru: t`Russian`, en: t`English`, uz: t`Uzbek` };
}

interface Props {
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  multiline?: boolean;
  /** The server's problem with this field (any language), shown on every language's field. */
  problem?: string;
  maxLength?: number;
  /** A prefix of each field's data-testid: `<testId>-ru`, … */
  testId?: string;
}

export function LocalizedFields({ label, value, onChange, multiline, problem, maxLength, testId }: Props) {
  const names = useLangNames();
  return (
    <div className="ops-langs">
      {LANGS.map((lang) => {
        const common = {
          header: `${label} · ${names[lang]}`,
          value: value[lang],
          status: problem ? ("error" as const) : undefined,
          maxLength,
          lang,
          "data-testid": testId ? `${testId}-${lang}` : undefined,
          "aria-label": `${label} (${names[lang]})`,
        };
        return multiline ? (
          <Textarea key={lang} {...common} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
        ) : (
          <Input key={lang} {...common} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
        );
      })}
    </div>
  );
}

/** Which languages are still empty (a form that needs all three says which are missing). */
export const missingLangs = (value: Localized): Lang[] => LANGS.filter((lang) => value[lang].trim() === "");
