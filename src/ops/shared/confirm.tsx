// "Are you sure?" before something that cannot be undone (removing a person, a news item).
import { Trans } from "@lingui/react/macro";
import { Button, Modal, Placeholder } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";

interface Props {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function Confirm({ open, title, description, confirmLabel, busy, onConfirm, onClose }: Props) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} header={<Modal.Header />}>
      <div className="ops-confirm" role="alertdialog" aria-label={typeof title === "string" ? title : undefined}>
        <Placeholder
          header={title}
          description={description}
          action={
            <div className="ops-confirm__actions">
              <Button size="m" mode="filled" className="ops-danger-button" loading={busy} onClick={onConfirm} data-testid="confirm">
                {confirmLabel}
              </Button>
              <Button size="m" mode="plain" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          }
        />
      </div>
    </Modal>
  );
}
