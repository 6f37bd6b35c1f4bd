// The product's variants as a table of rows: a size (its id, "30", and its name in three
// languages), a dough or none, the price, the portion, the picture's scale and the default one;
// rows are added, moved and removed here and saved with the product.
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Input, Switch } from "@telegram-apps/telegram-ui";
import { LocalizedFields } from "../shared/localized-fields";
import { type FormProblem, moved, newVariant, problemList, type VariantForm } from "./builder-data";
import { BuilderRow, BuilderTable } from "./builder-rows";

interface Props {
  rows: VariantForm[];
  onChange: (rows: VariantForm[]) => void;
  problems: FormProblem[];
  error: unknown;
  lang: "ru" | "en" | "uz";
}

export function VariantsEditor({ rows, onChange, problems, error, lang }: Props) {
  const { t } = useLingui();
  const set = (index: number, change: Partial<VariantForm>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const rowProblems = (index: number) => problems.filter((p) => problemList(p) === "variants" && p.index === index);
  const has = (index: number, kinds: FormProblem["kind"][], field?: string) =>
    rowProblems(index).some((p) => kinds.includes(p.kind) && (!field || !("field" in p) || p.field === field));
  return (
    <BuilderTable
      header={t`Sizes and doughs`}
      hint={
        <Trans>
          Empty: sold one way at the price above. With sizes, the product's price is the default size's (else the first's). Without a dough
          id a size has no choice of dough.
        </Trans>
      }
      testId="variants"
      addLabel={<Trans>Add a size</Trans>}
      onAdd={() => onChange([...rows, newVariant()])}
    >
      {rows.map((row, index) => {
        const label =
          [row.size[lang] || row.sizeId, row.doughId && (row.dough[lang] || row.doughId)].filter(Boolean).join(" · ") || t`new size`;
        return (
          <BuilderRow
            key={row.key}
            testId={`variant-${index}`}
            index={index}
            count={rows.length}
            label={label}
            onMove={(by) => onChange(moved(rows, index, by))}
            onRemove={() => onChange(rows.filter((_, i) => i !== index))}
            problems={rowProblems(index)}
            error={error}
            path={`variants.${index}`}
          >
            <div className="ops-row ops-row--3">
              <Input
                header={t`Size id (30)`}
                value={row.sizeId}
                maxLength={32}
                data-testid={`variant-${index}-size-id`}
                status={has(index, ["badId", "sameVariant"], "sizeId") ? "error" : undefined}
                onChange={(e) => set(index, { sizeId: e.target.value })}
              />
              <Input
                header={t`Dough id (thin)`}
                value={row.doughId}
                maxLength={32}
                data-testid={`variant-${index}-dough-id`}
                status={has(index, ["badId"], "doughId") ? "error" : undefined}
                onChange={(e) => set(index, { doughId: e.target.value })}
              />
              <Input
                header={t`Price, UZS`}
                inputMode="numeric"
                value={row.price}
                data-testid={`variant-${index}-price`}
                status={has(index, ["price"]) ? "error" : undefined}
                onChange={(e) => set(index, { price: e.target.value })}
              />
            </div>
            <LocalizedFields
              label={t`Size`}
              value={row.size}
              onChange={(size) => set(index, { size })}
              maxLength={30}
              testId={`variant-${index}-size`}
            />
            {row.doughId.trim() ? (
              <LocalizedFields
                label={t`Dough`}
                value={row.dough}
                onChange={(dough) => set(index, { dough })}
                maxLength={30}
                testId={`variant-${index}-dough`}
              />
            ) : null}
            <LocalizedFields
              label={t`Portion`}
              value={row.portion}
              onChange={(portion) => set(index, { portion })}
              maxLength={60}
              testId={`variant-${index}-portion`}
            />
            <div className="ops-row ops-row--2">
              <Input
                header={t`Picture scale, 0.5–1`}
                inputMode="decimal"
                value={row.imageScale}
                data-testid={`variant-${index}-scale`}
                status={has(index, ["scale"]) ? "error" : undefined}
                onChange={(e) => set(index, { imageScale: e.target.value })}
              />
              <Cell
                Component="label"
                after={
                  <Switch
                    checked={row.isDefault}
                    data-testid={`variant-${index}-default`}
                    onChange={(e) =>
                      onChange(
                        rows.map((r, i) => ({ ...r, isDefault: i === index ? e.target.checked : e.target.checked ? false : r.isDefault })),
                      )
                    }
                  />
                }
                multiline
              >
                <Trans>Opens with this size</Trans>
              </Cell>
            </div>
          </BuilderRow>
        );
      })}
    </BuilderTable>
  );
}
