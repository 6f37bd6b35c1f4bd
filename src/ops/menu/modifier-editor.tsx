// A product's modifiers (sizes, extras): each one's name in three languages, its price, the
// product's group it is an option of (a combo's drink) and its fiscal data for receipts, saved one
// at a time. The groups are the product's as saved (the server checks the modifier's is one).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section, Select } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { ModifierPatch, OperatorModifier, OperatorProduct } from "../../contract/operator-menu";
import { FiscalFields } from "../payments/fiscal-fields";
import { fiscalChanges, fiscalProblems, fiscalText } from "../payments/fiscal-rules";
import { LocalizedFields, missingLangs } from "../shared/localized-fields";
import { MENU_KEY, parsePrice, patchModifier } from "./menu-data";

type Groups = OperatorProduct["modifierGroups"];
type Lang = "ru" | "en" | "uz";

function ModifierRow({ modifier, groups, lang }: { modifier: OperatorModifier; groups: Groups; lang: Lang }) {
  const { t } = useLingui();
  const [name, setName] = useState(modifier.name);
  const [groupId, setGroupId] = useState(modifier.groupId ?? "");
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
    if ((groupId || null) !== modifier.groupId) patch.groupId = groupId || null;
    Object.assign(patch, fiscalChanges(modifier, fiscal));
    if (Object.keys(patch).length > 0) save.mutate(patch);
  }

  const invalid = parsed === null || missingLangs(name).length > 0 || fiscalProblems(fiscal).length > 0;
  return (
    <div className="ops-modifier" data-testid={`modifier-${modifier.id}`}>
      <LocalizedFields label={t`Modifier`} value={name} onChange={setName} maxLength={60} />
      <FiscalFields value={fiscal} onChange={setFiscal} error={save.error} testId={`fiscal-${modifier.id}`} />
      <div className="ops-row ops-row--3">
        <Select
          header={t`Group`}
          value={groupId}
          data-testid={`modifier-${modifier.id}-group`}
          onChange={(e) => setGroupId(e.target.value)}
        >
          <option value="">{t`On its own`}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name[lang] || g.id}
            </option>
          ))}
        </Select>
        <Input
          header={t`Price, UZS`}
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

export function ModifierEditor({ modifiers, groups, lang }: { modifiers: OperatorModifier[]; groups: Groups; lang: Lang }) {
  const { t } = useLingui();
  if (modifiers.length === 0) return null;
  return (
    <Section header={t`Modifiers`}>
      {[...modifiers]
        .sort((a, b) => a.sort - b.sort)
        .map((modifier) => (
          <ModifierRow key={modifier.id} modifier={modifier} groups={groups} lang={lang} />
        ))}
    </Section>
  );
}
