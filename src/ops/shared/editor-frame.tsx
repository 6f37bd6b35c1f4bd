// The frame of every editor in the console (folder, product, news item, promotion, vacancy): the way
// back, the title, the form's fields, its save button (busy while the save runs, off until the form
// is ready), what follows the form (photo, modifiers, the text as saved) and the thing's history,
// read again after every save. The save itself is a useMutation: a failure is toasted by the
// console's QueryClient and the fields it names are marked with `fieldProblem` (errors.ts).
import { Button, Section } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import type { AuditEntity } from "../../contract/staff";
import { History } from "../audit/history";
import { useSaveCount } from "./query-client";
import "./admin.css";

interface Props {
  /** The editor's data-testid. */
  testId: string;
  /** The back button's text ("← Menu") and what it does. */
  back: ReactNode;
  onBack: () => void;
  title: ReactNode;
  save: {
    label: ReactNode;
    onSave: () => void;
    busy: boolean;
    /** false: the button stays off (the form is not complete). */
    ready: boolean;
    testId?: string;
  };
  children: ReactNode;
  /** Sections after the form. */
  after?: ReactNode;
  /** Whose history to show under the editor; none for a thing not saved yet. */
  history?: { entity: AuditEntity; entityId: string | number; limit?: number } | null;
}

export function EditorFrame({ testId, back, onBack, title, save, children, after, history }: Props) {
  const saves = useSaveCount();
  return (
    <div className="ops-admin ops-wide" data-testid={testId}>
      <div className="ops-actions">
        <Button size="s" mode="plain" onClick={onBack}>
          {back}
        </Button>
      </div>
      <Section header={title}>
        {children}
        <div className="ops-actions">
          <Button size="m" loading={save.busy} disabled={!save.ready} onClick={save.onSave} data-testid={save.testId}>
            {save.label}
          </Button>
        </div>
      </Section>
      {after}
      {history ? <History entity={history.entity} entityId={history.entityId} limit={history.limit} refresh={saves} /> : null}
    </div>
  );
}
