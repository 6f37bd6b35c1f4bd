// A menu folder: its name in three languages, its place in the menu and whether customers see it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Cell, Input, Switch } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { FolderPatch, OperatorFolder } from "../../contract/operator-menu";
import { fieldProblem } from "../errors";
import { EditorFrame } from "../shared/editor-frame";
import { emptyLocalized, LocalizedFields, missingLangs } from "../shared/localized-fields";
import { createFolder, MENU_KEY, patchFolder } from "./menu-data";

interface Props {
  folder: OperatorFolder | null;
  onSaved: () => void;
  onBack: () => void;
}

export function FolderEditor({ folder, onSaved, onBack }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState(folder?.name ?? emptyLocalized());
  const [sort, setSort] = useState(String(folder?.sort ?? 0));
  const [isVisible, setVisible] = useState(folder?.isVisible ?? true);
  const sortValue = /^-?\d{1,7}$/.test(sort.trim()) ? Number(sort.trim()) : null;
  const ready = sortValue !== null && missingLangs(name).length === 0;
  const save = useMutation({
    // A new folder is sent whole (its name is required); a folder's edit, only what changed.
    mutationFn: async (patch: FolderPatch) => {
      await (folder ? patchFolder(folder.id, patch) : createFolder({ ...patch, name }));
    },
    meta: { invalidates: [MENU_KEY] },
    onSuccess: () => {
      toast.success(folder ? t`Folder saved` : t`Folder created`);
      onSaved();
    },
  });

  function submit() {
    if (sortValue === null || !ready) return;
    if (!folder) return save.mutate({ name, sort: sortValue, isVisible });
    const patch: FolderPatch = {};
    if (JSON.stringify(name) !== JSON.stringify(folder.name)) patch.name = name;
    if (sortValue !== folder.sort) patch.sort = sortValue;
    if (isVisible !== folder.isVisible) patch.isVisible = isVisible;
    if (Object.keys(patch).length === 0) toast(t`Nothing changed`);
    else save.mutate(patch);
  }

  return (
    <EditorFrame
      testId="folder-editor"
      back={<Trans>← Menu</Trans>}
      onBack={onBack}
      title={folder ? t`Folder` : t`New folder`}
      save={{ label: folder ? <Trans>Save</Trans> : <Trans>Create folder</Trans>, onSave: submit, busy: save.isPending, ready }}
      history={folder ? { entity: "folder", entityId: folder.id } : null}
    >
      <LocalizedFields
        label={t`Folder name`}
        value={name}
        onChange={setName}
        maxLength={60}
        problem={fieldProblem(save.error, "name")}
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
    </EditorFrame>
  );
}
