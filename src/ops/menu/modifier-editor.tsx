// A product's modifiers (sizes, extras): each one's name in three languages and its price,
// saved one at a time.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import type { ModifierPatch, OperatorModifier } from "../../contract/operator-menu";
import { useProblem } from "../audit/problem";
import { LocalizedFields, missingLangs } from "../content/localized";
import { parsePrice, patchModifier } from "./menu-data";

function ModifierRow({ modifier, onSaved }: { modifier: OperatorModifier; onSaved: () => void }) {
  const { t } = useLingui();
  const problem = useProblem();
  const [name, setName] = useState(modifier.name);
  const [price, setPrice] = useState(String(modifier.price));
  const [busy, setBusy] = useState(false);
  const parsed = price.trim() === "0" ? 0 : parsePrice(price);

  async function save() {
    const patch: ModifierPatch = {};
    if (JSON.stringify(name) !== JSON.stringify(modifier.name)) patch.name = name;
    if (parsed !== null && parsed !== modifier.price) patch.price = parsed;
    if (Object.keys(patch).length === 0) return;
    setBusy(true);
    try {
      await patchModifier(modifier.id, patch);
      toast.success(t`Modifier saved`);
      onSaved();
    } catch (err) {
      toast.error(problem(err));
    } finally {
      setBusy(false);
    }
  }

  const invalid = parsed === null || missingLangs(name).length > 0;
  return (
    <div className="ops-modifier" data-testid={`modifier-${modifier.id}`}>
      <LocalizedFields label={t`Modifier`} value={name} onChange={setName} maxLength={60} />
      <div className="ops-row ops-row--2">
        <Input
          header={t`Price, so'm`}
          inputMode="numeric"
          value={price}
          status={parsed === null ? "error" : undefined}
          onChange={(e) => setPrice(e.target.value)}
        />
        <div className="ops-actions">
          <Button size="s" mode="bezeled" loading={busy} disabled={invalid} onClick={save}>
            <Trans>Save modifier</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}

export function ModifierEditor({ modifiers, onSaved }: { modifiers: OperatorModifier[]; onSaved: () => void }) {
  const { t } = useLingui();
  if (modifiers.length === 0) return null;
  return (
    <Section header={t`Modifiers`}>
      {[...modifiers]
        .sort((a, b) => a.sort - b.sort)
        .map((modifier) => (
          <ModifierRow key={modifier.id} modifier={modifier} onSaved={onSaved} />
        ))}
    </Section>
  );
}
