// One vacancy: its region, title, description (plain text), schedule and salary in three
// languages, and whether it is open.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Section, Select, Switch } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import type { Region } from "../../contract/menu";
import { ownServer } from "../../lib/http/own-server";
import { History } from "../audit/history";
import { problemFields, useProblem } from "../audit/problem";
import { useLoad } from "../audit/use-load";
import { type ContentItem, createContent, updateContent, vacancyBody } from "./content-data";
import { emptyLocalized, LocalizedFields, missingLangs } from "./localized";

interface Props {
  item: ContentItem | null;
  onSaved: () => void;
  onBack: () => void;
}

export function VacancyEditor({ item, onSaved, onBack }: Props) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const regions = useLoad(() => ownServer.get<Region[]>("main", "/api/regions"), `regions/${i18n.locale}`);
  const [regionId, setRegionId] = useState(item?.regionId ?? 0);
  const [title, setTitle] = useState(item?.title ?? emptyLocalized());
  const [description, setDescription] = useState(item?.description ?? emptyLocalized());
  const [schedule, setSchedule] = useState(item?.schedule ?? emptyLocalized());
  const [salary, setSalary] = useState(item?.salary ?? emptyLocalized());
  const [closed, setClosed] = useState(item?.isActive === false);
  const [id, setId] = useState(item?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saves, setSaves] = useState(0);
  const region = regionId || regions.data?.[0]?.id || 0;
  const has = (key: string) => (Object.keys(fields).some((k) => k === key || k.startsWith(`${key}.`)) ? "!" : undefined);
  const ready = region > 0 && [title, description, schedule, salary].every((v) => missingLangs(v).length === 0);

  async function save() {
    setBusy(true);
    setFields({});
    try {
      const body = vacancyBody({ regionId: region, title, description, schedule, salary, closed });
      if (id === null) setId((await createContent("vacancies", body)).id);
      else await updateContent("vacancies", id, body);
      toast.success(t`Saved`);
      setSaves((n) => n + 1);
      onSaved();
    } catch (err) {
      setFields(problemFields(err));
      toast.error(problem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ops-admin ops-wide" data-testid="vacancy-editor">
      <div className="ops-actions">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Back to the list</Trans>
        </Button>
      </div>
      <Section header={id === null ? t`New vacancy` : t`Vacancy`}>
        <Select header={t`Region`} value={String(region)} onChange={(e) => setRegionId(Number(e.target.value))}>
          {(regions.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </Select>
        <LocalizedFields label={t`Title`} value={title} onChange={setTitle} maxLength={200} problem={has("title")} testId="vacancy-title" />
        <LocalizedFields
          label={t`Description`}
          value={description}
          onChange={setDescription}
          multiline
          maxLength={5000}
          problem={has("description")}
          testId="vacancy-description"
        />
        <LocalizedFields label={t`Schedule`} value={schedule} onChange={setSchedule} maxLength={200} problem={has("schedule")} />
        <LocalizedFields label={t`Salary`} value={salary} onChange={setSalary} maxLength={200} problem={has("salary")} />
        <Cell
          Component="label"
          multiline
          after={<Switch checked={closed} onChange={(e) => setClosed(e.target.checked)} />}
          description={t`A closed vacancy is kept but nobody can apply.`}
        >
          <Trans>Closed</Trans>
        </Cell>
        <div className="ops-actions">
          <Button size="m" loading={busy} disabled={!ready} onClick={save} data-testid="save-vacancy">
            <Trans>Save</Trans>
          </Button>
        </div>
      </Section>
      {id !== null ? <History entity="vacancy" entityId={id} refresh={saves} limit={20} /> : null}
    </div>
  );
}
