// A menu folder: its name in three languages, its place in the menu and whether customers see it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, Section, Switch } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import { toast } from "sonner";
import type { FolderPatch, OperatorFolder } from "../../contract/operator-menu";
import { History } from "../audit/history";
import { problemFields, useProblem } from "../audit/problem";
import { emptyLocalized, LocalizedFields, missingLangs } from "../content/localized";
import { createFolder, patchFolder } from "./menu-data";

interface Props {
  folder: OperatorFolder | null;
  onSaved: () => void;
  onBack: () => void;
}

export function FolderEditor({ folder, onSaved, onBack }: Props) {
  const { t } = useLingui();
  const problem = useProblem();
  const [name, setName] = useState(folder?.name ?? emptyLocalized());
  const [sort, setSort] = useState(String(folder?.sort ?? 0));
  const [isVisible, setVisible] = useState(folder?.isVisible ?? true);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [saves, setSaves] = useState(0);
  const sortValue = /^-?\d{1,7}$/.test(sort.trim()) ? Number(sort.trim()) : null;

  async function save() {
    if (sortValue === null || missingLangs(name).length > 0) return;
    setBusy(true);
    setFields({});
    try {
      if (folder) {
        const patch: FolderPatch = {};
        if (JSON.stringify(name) !== JSON.stringify(folder.name)) patch.name = name;
        if (sortValue !== folder.sort) patch.sort = sortValue;
        if (isVisible !== folder.isVisible) patch.isVisible = isVisible;
        if (Object.keys(patch).length === 0) {
          toast(t`Nothing changed`);
          return;
        }
        await patchFolder(folder.id, patch);
      } else await createFolder({ name, sort: sortValue, isVisible });
      toast.success(folder ? t`Folder saved` : t`Folder created`);
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
    <div className="ops-admin ops-wide" data-testid="folder-editor">
      <div className="ops-actions">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Menu</Trans>
        </Button>
      </div>
      <Section header={folder ? t`Folder` : t`New folder`}>
        <LocalizedFields
          label={t`Folder name`}
          value={name}
          onChange={setName}
          maxLength={60}
          problem={Object.keys(fields).some((k) => k.startsWith("name")) ? "!" : undefined}
          testId="folder-name"
        />
        <Input
          header={t`Order in the menu (smaller comes first)`}
          inputMode="numeric"
          value={sort}
          status={sortValue === null ? "error" : undefined}
          onChange={(e) => setSort(e.target.value)}
        />
        <Cell Component="label" after={<Switch checked={isVisible} onChange={(e) => setVisible(e.target.checked)} />} multiline>
          <Trans>Customers see this folder</Trans>
        </Cell>
        <div className="ops-actions">
          <Button size="m" loading={busy} disabled={sortValue === null || missingLangs(name).length > 0} onClick={save}>
            {folder ? <Trans>Save</Trans> : <Trans>Create folder</Trans>}
          </Button>
        </div>
      </Section>
      {folder ? <History entity="folder" entityId={folder.id} refresh={saves} /> : null}
    </div>
  );
}
