// A product's modifiers (sizes, extras): each one's name in three languages, its price and its
// fiscal data for receipts, saved one at a time.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { ModifierPatch, OperatorModifier } from "../../contract/operator-menu";
import { FiscalFields } from "../payments/fiscal-fields";
import { fiscalChanges, fiscalProblems, fiscalText } from "../payments/fiscal-rules";
import { LocalizedFields, missingLangs } from "../shared/localized-fields";
import { MENU_KEY, parsePrice, patchModifier } from "./menu-data";

function ModifierRow({ modifier }: { modifier: OperatorModifier }) {
  const { t } = useLingui();
  const [name, setName] = useState(modifier.name);
  const [price, setPrice] = useState(String(modifier.price));
  const [fiscal, setFiscal] = useState(fiscalText(modifier));
  const parsed = price.trim() === "0" ? 0 : parsePrice(price);
  const save = useMutation({
    mutationFn: (patch: ModifierPatch) => patchModifier(modifier.id, patch),
    meta: { invalidates: [MENU_KEY] },
    onSuccess: () => toast.success(t`Modifier saved`),
  });

  function submit() {
    const patch: ModifierPatch = {};
    if (JSON.stringify(name) !== JSON.stringify(modifier.name)) patch.name = name;
    if (parsed !== null && parsed !== modifier.price) patch.price = parsed;
    Object.assign(patch, fiscalChanges(modifier, fiscal));
    if (Object.keys(patch).length > 0) save.mutate(patch);
  }

  const invalid = parsed === null || missingLangs(name).length > 0 || fiscalProblems(fiscal).length > 0;
  return (
    <div className="ops-modifier" data-testid={`modifier-${modifier.id}`}>
      <LocalizedFields label={t`Modifier`} value={name} onChange={setName} maxLength={60} />
      <FiscalFields value={fiscal} onChange={setFiscal} error={save.error} testId={`fiscal-${modifier.id}`} />
      <div className="ops-row ops-row--2">
        <Input
          header={t`Price, so'm`}
          inputMode="numeric"
          value={price}
          status={parsed === null ? "error" : undefined}
          onChange={(e) => setPrice(e.target.value)}
        />
        <div className="ops-actions">
          <Button size="s" mode="bezeled" loading={save.isPending} disabled={invalid} onClick={submit}>
            <Trans>Save modifier</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ModifierEditor({ modifiers }: { modifiers: OperatorModifier[] }) {
  const { t } = useLingui();
  if (modifiers.length === 0) return null;
  return (
    <Section header={t`Modifiers`}>
      {[...modifiers]
        .sort((a, b) => a.sort - b.sort)
        .map((modifier) => (
          <ModifierRow key={modifier.id} modifier={modifier} />
        ))}
    </Section>
  );
}
