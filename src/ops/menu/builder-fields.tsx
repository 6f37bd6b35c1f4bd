// The product editor's pizza builder: sizes and doughs, ingredients, half-and-half and modifier
// groups (docs/ops-console.md, Menu), all saved with the product's Save.
import { Trans } from "@lingui/react/macro";
import { Cell, Switch } from "@telegram-apps/telegram-ui";
import type { BuilderForm, FormProblem } from "./builder-data";
import { GroupsEditor } from "./groups-editor";
import { IngredientsEditor } from "./ingredients-editor";
import { VariantsEditor } from "./variants-editor";

interface Props {
  value: BuilderForm;
  onChange: (next: BuilderForm) => void;
  problems: FormProblem[];
  /** The failed save, whose 400 may name a row's field. */
  error: unknown;
  lang: "ru" | "en" | "uz";
  groupsInUse: string[];
}

export function BuilderFields({ value, onChange, problems, error, lang, groupsInUse }: Props) {
  const common = { problems, error, lang };
  return (
    <>
      <VariantsEditor rows={value.variants} onChange={(variants) => onChange({ ...value, variants })} {...common} />
      <Cell
        Component="label"
        after={
          <Switch
            checked={value.halvesAllowed}
            data-testid="halves-allowed"
            onChange={(e) => onChange({ ...value, halvesAllowed: e.target.checked })}
          />
        }
        multiline
        description={<Trans>With another pizza that allows it, in the same size and dough</Trans>}
      >
        <Trans>May be half of a half-and-half pizza</Trans>
      </Cell>
      <IngredientsEditor rows={value.ingredients} onChange={(ingredients) => onChange({ ...value, ingredients })} {...common} />
      <GroupsEditor rows={value.groups} onChange={(groups) => onChange({ ...value, groups })} inUse={groupsInUse} {...common} />
    </>
  );
}
