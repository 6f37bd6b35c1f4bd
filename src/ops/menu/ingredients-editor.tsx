// The product's ingredients as rows: an id, the name in three languages and whether a customer may
// leave it out ("without onion"); saved with the product.
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Input, Switch } from "@telegram-apps/telegram-ui";
import { LocalizedFields } from "../shared/localized-fields";
import { type FormProblem, type IngredientForm, moved, newIngredient, problemList } from "./builder-data";
import { BuilderRow, BuilderTable } from "./builder-rows";

interface Props {
  rows: IngredientForm[];
  onChange: (rows: IngredientForm[]) => void;
  problems: FormProblem[];
  error: unknown;
  lang: "ru" | "en" | "uz";
}

export function IngredientsEditor({ rows, onChange, problems, error, lang }: Props) {
  const { t } = useLingui();
  const set = (index: number, change: Partial<IngredientForm>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const rowProblems = (index: number) => problems.filter((p) => problemList(p) === "ingredients" && p.index === index);
  return (
    <BuilderTable
      header={t`Ingredients`}
      testId="ingredients"
      addLabel={<Trans>Add an ingredient</Trans>}
      onAdd={() => onChange([...rows, newIngredient()])}
    >
      {rows.map((row, index) => (
        <BuilderRow
          key={row.key}
          testId={`ingredient-${index}`}
          index={index}
          count={rows.length}
          label={row.name[lang] || row.id || t`new ingredient`}
          onMove={(by) => onChange(moved(rows, index, by))}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
          problems={rowProblems(index)}
          error={error}
          path={`ingredients.${index}`}
        >
          <div className="ops-row ops-row--2">
            <Input
              header={t`Id (onion)`}
              value={row.id}
              maxLength={32}
              data-testid={`ingredient-${index}-id`}
              status={rowProblems(index).some((p) => p.kind === "badId" || p.kind === "sameId") ? "error" : undefined}
              onChange={(e) => set(index, { id: e.target.value })}
            />
            <Cell
              Component="label"
              after={
                <Switch
                  checked={row.removable}
                  data-testid={`ingredient-${index}-removable`}
                  onChange={(e) => set(index, { removable: e.target.checked })}
                />
              }
              multiline
            >
              <Trans>May be left out</Trans>
            </Cell>
          </div>
          <LocalizedFields
            label={t`Ingredient`}
            value={row.name}
            onChange={(name) => set(index, { name })}
            maxLength={60}
            testId={`ingredient-${index}-name`}
          />
        </BuilderRow>
      ))}
    </BuilderTable>
  );
}
