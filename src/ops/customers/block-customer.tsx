// Blocking a customer asks why (the reason is required and kept with the block); unblocking asks to
// be sure. Both are a dialog over the customer's page; the save is the page's.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Modal, Placeholder } from "@telegram-apps/telegram-ui";
import { useState } from "react";
import type { CustomerPatch } from "../../contract/operator-customers";

interface Props {
  open: boolean;
  /** Blocked now: the dialog unblocks. */
  blocked: boolean;
  name: string;
  busy: boolean;
  onConfirm: (body: CustomerPatch) => void;
  onClose: () => void;
}

export function BlockCustomer({ open, blocked, name, busy, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const title = blocked ? t`Unblock ${name}?` : t`Block ${name}?`;
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} header={<Modal.Header />}>
      <div className="ops-confirm" role="alertdialog" aria-label={title} data-testid="block-dialog">
        <Placeholder
          header={title}
          description={
            blocked ? t`They can order again at once.` : t`Their new orders will be refused, on the site, in Telegram and by phone.`
          }
          action={
            <div className="ops-confirm__actions ops-customers__block">
              {blocked ? null : (
                <Input
                  header={t`Reason`}
                  placeholder={t`Why (staff only see it)`}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  maxLength={300}
                  data-testid="block-reason"
                />
              )}
              <Button
                size="m"
                mode="filled"
                className={blocked ? undefined : "ops-danger-button"}
                loading={busy}
                disabled={!blocked && reason.trim() === ""}
                onClick={() => onConfirm(blocked ? { blocked: false } : { blocked: true, blockedReason: reason.trim() })}
                data-testid="confirm"
              >
                {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
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
