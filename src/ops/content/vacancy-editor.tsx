// One vacancy: its region, title, description (plain text), schedule and salary in three
// languages, and whether it is open.
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Select, Switch } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { NewVacancy } from "../../contract/operator-content";
import { ownServer } from "../../lib/http/own-server";
import { fieldProblem } from "../errors";
import { EditorFrame } from "../shared/editor-frame";
import { emptyLocalized, LocalizedFields, missingLangs } from "../shared/localized-fields";
import { type ContentItem, contentKey, createContent, updateContent, vacancyBody } from "./content-data";

interface Props {
  item: ContentItem | null;
  onBack: () => void;
}

export function VacancyEditor({ item, onBack }: Props) {
  const { t, i18n } = useLingui();
  const regions = useQuery({
    queryKey: ["regions", i18n.locale],
    queryFn: () => ownServer.GET("main", "/api/regions"),
  });
  const [regionId, setRegionId] = useState(item?.regionId ?? 0);
  const [title, setTitle] = useState(item?.title ?? emptyLocalized());
  const [description, setDescription] = useState(item?.description ?? emptyLocalized());
  const [schedule, setSchedule] = useState(item?.schedule ?? emptyLocalized());
  const [salary, setSalary] = useState(item?.salary ?? emptyLocalized());
  const [closed, setClosed] = useState(item?.isActive === false);
  const [id, setId] = useState(item?.id ?? null);
  const save = useMutation({
    mutationFn: async (body: NewVacancy) => {
      const request = { kind: "vacancies", body } as const;
      return id === null ? (await createContent(request)).id : (await updateContent(request, id), id);
    },
    meta: { invalidates: [contentKey("vacancies")] },
    onSuccess: (savedId) => {
      setId(savedId);
      toast.success(t`Saved`);
    },
  });
  const region = regionId || regions.data?.[0]?.id || 0;
  const problemOf = (key: string) => fieldProblem(save.error, key);
  const ready = region > 0 && [title, description, schedule, salary].every((v) => missingLangs(v).length === 0);

  return (
    <EditorFrame
      testId="vacancy-editor"
      back={<Trans>← Back to the list</Trans>}
      onBack={onBack}
      title={id === null ? t`New vacancy` : t`Vacancy`}
      save={{
        label: <Trans>Save</Trans>,
        onSave: () => save.mutate(vacancyBody({ regionId: region, title, description, schedule, salary, closed })),
        busy: save.isPending,
        ready,
        testId: "save-vacancy",
      }}
      history={id !== null ? { entity: "vacancy", entityId: id, limit: 20 } : null}
    >
      <Select header={t`Region`} value={String(region)} onChange={(e) => setRegionId(Number(e.target.value))}>
        {(regions.data ?? []).map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </Select>
      <LocalizedFields
        label={t`Title`}
        value={title}
        onChange={setTitle}
        maxLength={200}
        problem={problemOf("title")}
        testId="vacancy-title"
      />
      <LocalizedFields
        label={t`Description`}
        value={description}
        onChange={setDescription}
        multiline
        maxLength={5000}
        problem={problemOf("description")}
        testId="vacancy-description"
      />
      <LocalizedFields label={t`Schedule`} value={schedule} onChange={setSchedule} maxLength={200} problem={problemOf("schedule")} />
      <LocalizedFields label={t`Salary`} value={salary} onChange={setSalary} maxLength={200} problem={problemOf("salary")} />
      <Cell
        Component="label"
        multiline
        after={<Switch checked={closed} onChange={(e) => setClosed(e.target.checked)} />}
        description={t`A closed vacancy is kept but nobody can apply.`}
      >
        <Trans>Closed</Trans>
      </Cell>
    </EditorFrame>
  );
}
