// The delivery fee's fiscal data (admins): the receipt's delivery line, saved with
// PATCH /api/operator/delivery-fiscal (only what changed).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Section } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { FiscalData } from "../../contract/fiscal";
import { FiscalFields } from "./fiscal-fields";
import { fiscalChanges, fiscalProblems, fiscalText } from "./fiscal-rules";
import { DELIVERY_FISCAL_KEY, deliveryFiscalQuery, patchDeliveryFiscal } from "./payments-data";

function Form({ saved }: { saved: FiscalData }) {
  const { t } = useLingui();
  const [text, setText] = useState(fiscalText(saved));
  const save = useMutation({
    mutationFn: patchDeliveryFiscal,
    meta: { invalidates: [DELIVERY_FISCAL_KEY] },
    onSuccess: () => toast.success(t`Delivery fee's fiscal data saved`),
  });
  const submit = () => {
    const patch = fiscalChanges(saved, text);
    if (Object.keys(patch).length === 0) return toast(t`Nothing changed`);
    save.mutate(patch);
  };
  return (
    <>
      <FiscalFields value={text} onChange={setText} error={save.error} testId="delivery-fiscal" />
      <div className="ops-actions">
        <Button size="s" mode="bezeled" loading={save.isPending} disabled={fiscalProblems(text).length > 0} onClick={submit}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </>
  );
}

export function DeliveryFiscal() {
  const { t } = useLingui();
  const saved = useQuery(deliveryFiscalQuery);
  return (
    <Section header={t`Delivery fee: fiscal data for receipts`} data-testid="delivery-fiscal-section">
      {saved.data ? <Form key={JSON.stringify(saved.data)} saved={saved.data} /> : null}
    </Section>
  );
}
