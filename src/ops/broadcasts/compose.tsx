// A new broadcast: the text in each language (one is enough), a picture, a button (a menu folder or
// a promo code), the audience's filters with the live count of who would get it. Saved as a draft;
// the list sends the preview and starts it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section, Select, Textarea } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { pick } from "../../domain/localized";
import { LOCALE_NAMES, LOCALES, type Locale } from "../../domain/locales";
import { fieldProblem, useProblem } from "../errors";
import { menuQuery } from "../menu/menu-data";
import { customersCount } from "../shared/count-words";
import {
  audienceOf,
  type BroadcastForm,
  type ButtonKind,
  countAudience,
  type FormProblem,
  formProblems,
  regionsQuery,
  uploadBroadcastPhoto,
} from "./broadcasts-data";

interface Props {
  form: BroadcastForm;
  onChange: (patch: Partial<BroadcastForm>) => void;
  error: unknown;
  busy: boolean;
  onSave: () => void;
}

export function Compose({ form, onChange, error, busy, onSave }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const problem = useProblem();
  const menu = useQuery(menuQuery);
  const regions = useQuery(regionsQuery);
  const audience = audienceOf(form);
  const count = useQuery({ queryKey: ["broadcast-audience", audience], queryFn: () => countAudience(audience), staleTime: 5000 });
  const upload = useMutation({
    mutationFn: uploadBroadcastPhoto,
    onSuccess: ({ imageId, image }) => onChange({ photo: imageId, photoSrc: image.src }),
  });
  const problems = formProblems(form);
  const said: Record<FormProblem, string> = {
    noText: t`Write the text in at least one language`,
    captionTooLong: t`With a picture, at most 1024 characters`,
    wholeNumber: t`A whole number`,
    maxBelowMin: t`Not below the minimum`,
    beforeNotAfterFrom: t`Must be after the first date`,
    buttonTarget: t`Choose where the button leads`,
  };
  const note = (field: keyof typeof problems): ReactNode => {
    const own = problems[field];
    const text = own ? said[own] : fieldProblem(error, field);
    return text ? <span className="ops-error">{text}</span> : null;
  };
  const toggleLanguage = (l: Locale) =>
    onChange({ languages: form.languages.includes(l) ? form.languages.filter((x) => x !== l) : [...form.languages, l] });
  const ready = Object.keys(problems).length === 0;
  return (
    <Section header={t`New broadcast`} footer={t`Customers who said "stop" to the bot or blocked it never get broadcasts.`}>
      <form
        className="ops-form"
        data-testid="broadcast-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onSave();
        }}
      >
        {LOCALES.map((l) => (
          <Textarea
            key={l}
            header={t`Text: ${LOCALE_NAMES[l]}`}
            data-testid={`broadcast-text-${l}`}
            value={form.texts[l]}
            maxLength={4096}
            onChange={(e) => onChange({ texts: { ...form.texts, [l]: e.target.value } })}
          />
        ))}
        {note("texts")}
        <div className="ops-broadcast__photo">
          {form.photoSrc ? <img src={form.photoSrc} alt={t`Shown above the text`} data-testid="broadcast-photo" /> : null}
          <label className="ops-broadcast__file">
            <span>{form.photo ? <Trans>Another picture</Trans> : <Trans>Add a picture</Trans>}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              data-testid="broadcast-photo-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) upload.mutate(file);
              }}
            />
          </label>
          {form.photo ? (
            <Button size="s" mode="plain" type="button" onClick={() => onChange({ photo: null, photoSrc: null })}>
              <Trans>Remove the picture</Trans>
            </Button>
          ) : null}
          {upload.isPending ? <Trans>Uploading…</Trans> : null}
          {upload.error ? <span className="ops-error">{problem(upload.error)}</span> : null}
        </div>
        <Select
          header={t`Button`}
          data-testid="broadcast-button"
          value={form.buttonKind}
          onChange={(e) => onChange({ buttonKind: e.target.value as ButtonKind })}
        >
          <option value="none">{t`No button`}</option>
          <option value="folder">{t`Opens a part of the menu`}</option>
          <option value="promo">{t`Opens the menu with a promo code`}</option>
        </Select>
        {form.buttonKind === "folder" ? (
          <Select
            header={t`Part of the menu`}
            data-testid="broadcast-folder"
            value={form.folderId}
            onChange={(e) => onChange({ folderId: e.target.value })}
          >
            <option value="">{t`Choose a part of the menu`}</option>
            {(menu.data?.folders ?? []).map((f) => (
              <option key={f.id} value={String(f.id)}>
                {pick(f.name, locale)}
              </option>
            ))}
          </Select>
        ) : null}
        {form.buttonKind === "promo" ? (
          <Input
            header={t`Promo code`}
            data-testid="broadcast-promo"
            value={form.promoCode}
            maxLength={32}
            onChange={(e) => onChange({ promoCode: e.target.value.toUpperCase() })}
          />
        ) : null}
        {note("button")}
        <fieldset className="ops-broadcast__audience">
          <legend>
            <Trans>Who gets it</Trans>
          </legend>
          <span className="ops-broadcast__langs">
            {LOCALES.map((l) => (
              <label key={l}>
                <input
                  type="checkbox"
                  checked={form.languages.includes(l)}
                  onChange={() => toggleLanguage(l)}
                  data-testid={`broadcast-lang-${l}`}
                />{" "}
                {LOCALE_NAMES[l]}
              </label>
            ))}
          </span>
          <Select
            header={t`Cities (none chosen: every one)`}
            multiple
            value={form.regionIds.map(String)}
            onChange={(e) => onChange({ regionIds: [...e.target.selectedOptions].map((o) => Number(o.value)) })}
          >
            {(regions.data ?? []).map((r) => (
              <option key={r.id} value={String(r.id)}>
                {pick(r.name, locale)}
              </option>
            ))}
          </Select>
          <Input
            header={t`Last order on or after`}
            type="date"
            value={form.lastOrderFrom}
            onChange={(e) => onChange({ lastOrderFrom: e.target.value })}
          />
          <Input
            header={t`Last order before`}
            type="date"
            value={form.lastOrderBefore}
            status={problems.lastOrderBefore ? "error" : undefined}
            onChange={(e) => onChange({ lastOrderBefore: e.target.value })}
            after={note("lastOrderBefore")}
          />
          <Input
            header={t`Orders, at least`}
            inputMode="numeric"
            data-testid="broadcast-orders-min"
            value={form.ordersMin}
            status={problems.ordersMin ? "error" : undefined}
            onChange={(e) => onChange({ ordersMin: e.target.value })}
            after={note("ordersMin")}
          />
          <Input
            header={t`Orders, at most`}
            inputMode="numeric"
            value={form.ordersMax}
            status={problems.ordersMax ? "error" : undefined}
            onChange={(e) => onChange({ ordersMax: e.target.value })}
            after={note("ordersMax")}
          />
          <output className="ops-broadcast__count" data-testid="broadcast-count" aria-live="polite">
            {count.data ? customersCount(count.data.count) : count.error ? problem(count.error) : "…"}
          </output>
        </fieldset>
        {error ? (
          <p className="ops-error" role="alert">
            {problem(error)}
          </p>
        ) : null}
        <div className="ops-actions">
          <Button size="m" type="submit" data-testid="broadcast-save" loading={busy} disabled={!ready}>
            <Trans>Save as a draft</Trans>
          </Button>
        </div>
      </form>
    </Section>
  );
}
