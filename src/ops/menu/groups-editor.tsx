// The product's modifier groups as rows (a combo's "Drink": choose one of several): an id, the name
// in three languages, and how many of its options are chosen at least and at most. Which modifier
// is an option of which group is set on each modifier below; saved with the product.
import { Trans, useLingui } from "@lingui/react/macro";
import { Input } from "@telegram-apps/telegram-ui";
import { LocalizedFields } from "../shared/localized-fields";
import { type FormProblem, type GroupForm, moved, newGroup, problemList } from "./builder-data";
import { BuilderRow, BuilderTable } from "./builder-rows";

interface Props {
  rows: GroupForm[];
  onChange: (rows: GroupForm[]) => void;
  problems: FormProblem[];
  error: unknown;
  lang: "ru" | "en" | "uz";
  /** Groups left out that modifiers still are options of. */
  inUse: string[];
}

export function GroupsEditor({ rows, onChange, problems, error, lang, inUse }: Props) {
  const { t } = useLingui();
  const set = (index: number, change: Partial<GroupForm>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const rowProblems = (index: number) => problems.filter((p) => problemList(p) === "modifierGroups" && p.index === index);
  const used = inUse.join(", ");
  const bad = (index: number, kinds: FormProblem["kind"][]) =>
    rowProblems(index).some((p) => kinds.includes(p.kind)) ? "error" : undefined;
  return (
    <BuilderTable
      header={t`Modifier groups`}
      hint={<Trans>A group is a choice among modifiers, such as a combo's drink: at least 1 and at most 1 is "choose one".</Trans>}
      testId="groups"
      addLabel={<Trans>Add a group</Trans>}
      onAdd={() => onChange([...rows, newGroup()])}
    >
      {rows.map((row, index) => (
        <BuilderRow
          key={row.key}
          testId={`group-${index}`}
          index={index}
          count={rows.length}
          label={row.name[lang] || row.id || t`new group`}
          onMove={(by) => onChange(moved(rows, index, by))}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
          problems={rowProblems(index)}
          error={error}
          path={`modifierGroups.${index}`}
        >
          <div className="ops-row ops-row--3">
            <Input
              header={t`Id (drink)`}
              value={row.id}
              maxLength={32}
              data-testid={`group-${index}-id`}
              status={bad(index, ["badId", "sameId"])}
              onChange={(e) => set(index, { id: e.target.value })}
            />
            <Input
              header={t`At least`}
              inputMode="numeric"
              value={row.min}
              data-testid={`group-${index}-min`}
              status={bad(index, ["minAboveMax", "count"])}
              onChange={(e) => set(index, { min: e.target.value })}
            />
            <Input
              header={t`At most`}
              inputMode="numeric"
              value={row.max}
              data-testid={`group-${index}-max`}
              status={bad(index, ["noMax", "count"])}
              onChange={(e) => set(index, { max: e.target.value })}
            />
          </div>
          <LocalizedFields
            label={t`Group`}
            value={row.name}
            onChange={(name) => set(index, { name })}
            maxLength={60}
            testId={`group-${index}-name`}
          />
        </BuilderRow>
      ))}
      {inUse.length > 0 ? (
        <p className="ops-error" role="alert">
          <Trans>Modifiers are still options of {used}: move them out of the group first.</Trans>
        </p>
      ) : null}
    </BuilderTable>
  );
}
