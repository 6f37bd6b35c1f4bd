// A promo code's form (new or edited): the code (fixed once saved), what it gives, when and where
// it is valid, its limits. The checks show beside their fields as they are typed; the server's 400
// marks its fields too.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section, Select, Switch } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import { pick } from "../../domain/localized";
import type { Locale } from "../../domain/locales";
import type { PromoKind } from "../../domain/promo-code";
import { fieldProblem, useProblem } from "../errors";
import type { RestaurantName } from "../use-restaurants";
import { type FormProblem, formProblems, type PromoForm } from "./promo-data";

/** Missing values: not said on a new form before its code is typed. */
const REQUIRED: readonly FormProblem[] = ["percentRequired", "amountRequired", "productRequired"];

interface Props {
  form: PromoForm;
  onChange: (patch: Partial<PromoForm>) => void;
  /** Editing a saved code: its code cannot change. */
  saved: boolean;
  products: { id: string; name: { ru: string; en: string; uz: string } }[];
  restaurants: RestaurantName[];
  error: unknown;
  busy: boolean;
  onSave: () => void;
  onCancel?: () => void;
}

export function PromoFormView({ form, onChange, saved, products, restaurants, error, busy, onSave, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const problems = formProblems(form);
  const said: Record<FormProblem, string> = {
    codeFormat: t`3 to 32 letters, digits, - or _`,
    percentRequired: t`Give the percentage`,
    amountRequired: t`Give the sum`,
    productRequired: t`Choose the product`,
    endsBeforeStart: t`Must be after the start`,
    unknownProduct: t`No such product`,
    unknownRestaurant: t`No such restaurant`,
    wholeNumber: t`A whole number`,
    percentRange: t`At most 100`,
  };
  // A new, untouched form says nothing yet: the code's format once something is typed, a missing
  // value once the code is; the rest as soon as it is wrong.
  const untouched = !saved && form.code === "";
  const quiet = (own: FormProblem) => untouched && REQUIRED.includes(own);
  const note = (field: keyof PromoForm): ReactNode => {
    const own = problems[field];
    if (own && !(field === "code" && form.code === "") && !quiet(own)) return <span className="ops-error">{said[own]}</span>;
    const server = fieldProblem(error, field);
    return server ? <span className="ops-error">{server}</span> : null;
  };
  const status = (field: keyof PromoForm) => (note(field) ? ("error" as const) : undefined);
  const number = (
    field: "percent" | "amount" | "minOrder" | "totalLimit" | "perCustomerLimit",
    header: string,
    testId: string,
    placeholder?: string,
  ) => (
    <Input
      header={header}
      inputMode="numeric"
      data-testid={testId}
      value={form[field]}
      placeholder={placeholder}
      status={status(field)}
      onChange={(e) => onChange({ [field]: e.target.value })}
      after={note(field)}
    />
  );
  const ready = Object.keys(problems).length === 0;
  return (
    <Section header={saved ? t`Edit ${form.code}` : t`New promo code`}>
      <form
        className="ops-form"
        data-testid="promo-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onSave();
        }}
      >
        <Input
          header={t`Code`}
          data-testid="promo-code"
          value={form.code}
          disabled={saved}
          maxLength={40}
          status={status("code")}
          placeholder="SPRING15"
          onChange={(e) => onChange({ code: e.target.value.toUpperCase() })}
          after={note("code")}
        />
        <Select
          header={t`It gives`}
          data-testid="promo-kind"
          value={form.kind}
          onChange={(e) => onChange({ kind: e.target.value as PromoKind })}
        >
          <option value="percent">{t`A percentage off the items`}</option>
          <option value="amount">{t`A sum off the items`}</option>
          <option value="product">{t`A free product`}</option>
        </Select>
        {form.kind === "percent" ? number("percent", t`Percent`, "promo-percent") : null}
        {form.kind === "amount" ? number("amount", t`Sum, UZS`, "promo-amount") : null}
        {form.kind === "product" ? (
          <Select
            header={t`Free product`}
            data-testid="promo-product"
            value={form.productId}
            status={status("productId")}
            onChange={(e) => onChange({ productId: e.target.value })}
          >
            <option value="">{t`Choose a product`}</option>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {pick(p.name, i18n.locale as Locale)}
              </option>
            ))}
          </Select>
        ) : null}
        {number("minOrder", t`Minimum order, UZS`, "promo-min", t`Any`)}
        <Input
          header={t`Valid from (Tashkent time)`}
          type="datetime-local"
          data-testid="promo-starts"
          value={form.startsAt}
          onChange={(e) => onChange({ startsAt: e.target.value })}
        />
        <Input
          header={t`Valid until`}
          type="datetime-local"
          data-testid="promo-ends"
          value={form.endsAt}
          status={status("endsAt")}
          onChange={(e) => onChange({ endsAt: e.target.value })}
          after={note("endsAt")}
        />
        <Select
          header={t`Restaurants`}
          multiple
          value={form.restaurantIds}
          onChange={(e) => onChange({ restaurantIds: [...e.target.selectedOptions].map((o) => o.value) })}
        >
          {restaurants.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
        <p className="ops-promo__hint">{t`None chosen: every restaurant`}</p>
        {number("totalLimit", t`Uses in all`, "promo-total-limit", t`No limit`)}
        {number("perCustomerLimit", t`Uses per customer`, "promo-customer-limit", t`No limit`)}
        <span className="ops-promo__switch">
          <Switch id="promo-first" checked={form.firstOrderOnly} onChange={(e) => onChange({ firstOrderOnly: e.target.checked })} />
          <label htmlFor="promo-first">
            <Trans>First order only</Trans>
          </label>
        </span>
        <span className="ops-promo__switch">
          <Switch id="promo-active" checked={form.isActive} onChange={(e) => onChange({ isActive: e.target.checked })} />
          <label htmlFor="promo-active">
            <Trans>Active</Trans>
          </label>
        </span>
        {error ? (
          <p className="ops-error" role="alert">
            {problem(error)}
          </p>
        ) : null}
        <div className="ops-actions">
          {onCancel ? (
            <Button size="m" mode="plain" type="button" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button size="m" type="submit" data-testid="promo-save" loading={busy} disabled={!ready}>
            {saved ? <Trans>Save</Trans> : <Trans>Create</Trans>}
          </Button>
        </div>
      </form>
    </Section>
  );
}
