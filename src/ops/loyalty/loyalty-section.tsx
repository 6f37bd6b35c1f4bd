// Loyalty (admins, issue 26): the chain's cashback percent and the most of an order points may pay
// (GET/PATCH /api/operator/loyalty), checked as typed as the server checks them, with a line saying
// what the two numbers mean; the settings' history (audit entity "loyalty") under the form.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, List, Section } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import type { LoyaltySettingsBody } from "../../contract/loyalty";
import { History } from "../audit/history";
import { fieldProblem } from "../errors";
import { useSaveCount } from "../shared/query-client";
import { SectionState } from "../shared/section-state";
import {
  bodyOf,
  changed,
  formOf,
  formProblems,
  LOYALTY_KEY,
  type LoyaltyField,
  type LoyaltyForm,
  type LoyaltyProblem,
  loyaltyQuery,
  patchLoyalty,
} from "./loyalty-data";
import "../shared/admin.css";

export function LoyaltySection() {
  const settings = useQuery(loyaltyQuery);
  const saves = useSaveCount();
  return (
    <List className="ops-admin ops-wide" data-testid="loyalty-section">
      {settings.data ? (
        // A new answer (after a save or a reload) starts the form again from it.
        <LoyaltyFormView key={JSON.stringify(settings.data)} saved={settings.data} />
      ) : (
        <SectionState query={settings} />
      )}
      <History entity="loyalty" entityId="settings" refresh={saves} />
    </List>
  );
}

function LoyaltyFormView({ saved }: { saved: LoyaltySettingsBody }) {
  const { t } = useLingui();
  const [form, setForm] = useState<LoyaltyForm>(() => formOf(saved));
  const save = useMutation({
    mutationFn: (f: LoyaltyForm) => patchLoyalty(bodyOf(f)),
    meta: { invalidates: [LOYALTY_KEY] },
    onSuccess: () => toast.success(t`Loyalty settings saved`),
  });
  const problems = formProblems(form);
  const said: Record<LoyaltyProblem, string> = {
    required: t`Give a percentage`,
    wholeNumber: t`A whole number`,
    range: t`At most 100`,
  };
  const note = (field: LoyaltyField): ReactNode => {
    const own = problems[field];
    const text = own ? said[own] : fieldProblem(save.error, field);
    return text ? <span className="ops-error">{text}</span> : null;
  };
  const percent = (field: LoyaltyField, header: string) => (
    <Input
      header={header}
      inputMode="numeric"
      data-testid={`loyalty-${field}`}
      value={form[field]}
      status={note(field) ? "error" : undefined}
      onChange={(e) => setForm({ ...form, [field]: e.target.value })}
      after={note(field) ?? "%"}
    />
  );
  const ready = Object.keys(problems).length === 0;
  const body = ready ? bodyOf(form) : saved;
  const cashback = body.cashbackPercent;
  const maxPay = body.maxPayPercent;
  return (
    <Section header={t`Loyalty points`} footer={t`1 point = 1 UZS. A change applies to orders completed after it.`}>
      <form
        className="ops-form"
        data-testid="loyalty-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && changed(form, saved)) save.mutate(form);
        }}
      >
        {percent("cashbackPercent", t`Cashback, % of paid items`)}
        <p className="ops-hint">
          <Trans>0 turns loyalty off: no points are earned.</Trans>
        </p>
        {percent("maxPayPercent", t`Points pay at most, % of an order`)}
        <p className="ops-hint" data-testid="loyalty-explained">
          {cashback === 0
            ? t`Loyalty is off: no points are earned; points already earned pay up to ${maxPay}% of an order.`
            : t`${cashback}% of paid items return as points; points pay up to ${maxPay}% of an order.`}
        </p>
        <div className="ops-actions">
          <Button size="m" type="submit" loading={save.isPending} disabled={!ready || !changed(form, saved)} data-testid="loyalty-save">
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Section>
  );
}
