// One payment: amount, provider, when, the order and its customer, its state; a refund that waits
// says why and what to do, with "Mark refunded" (after a confirmation) once the money went back.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { Locale } from "../../domain/locales";
import { dateTime, money } from "../format";
import { Confirm } from "../shared/confirm";
import { usePaymentLabels, soumOf } from "./labels";
import { markRefunded, type OperatorPayment, PAYMENTS_KEY } from "./payments-data";

function StateLabel({ payment: p }: { payment: OperatorPayment }) {
  const labels = usePaymentLabels();
  if (p.refund)
    return (
      <span className={`ops-status ops-status--${p.refund === "refunded" ? "good" : p.refund === "needed" ? "bad" : "warn"}`}>
        {labels.refund[p.refund]}
      </span>
    );
  return <span className={`ops-status${p.state === "performed" ? " ops-status--good" : ""}`}>{labels.state[p.state]}</span>;
}

export function PaymentCard({ payment: p }: { payment: OperatorPayment }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = usePaymentLabels();
  const [confirming, setConfirming] = useState(false);
  const mark = useMutation({
    mutationFn: () => markRefunded(p.id),
    meta: { invalidates: [PAYMENTS_KEY] },
    onSuccess: () => {
      setConfirming(false);
      toast.success(t`Payment ${p.id} marked refunded`);
    },
  });
  const waiting = p.refund === "needed" || p.refund === "requested";
  const amount = money(soumOf(p.amountTiyin), locale);
  return (
    <div className="ops-payment" data-testid={`payment-${p.id}`}>
      <Cell
        multiline
        subhead={dateTime(p.createdAt, locale)}
        subtitle={t`Order ${p.orderId} · ${p.restaurantId} · ${p.customerName}, ${p.customerPhone}`}
        after={<StateLabel payment={p} />}
        description={p.providerTxId}
      >
        {amount} · {labels.provider[p.provider]}
      </Cell>
      {p.refund && p.refundReason ? <p className="ops-hint">{labels.reason[p.refundReason]}</p> : null}
      {waiting ? (
        <>
          <p className="ops-payment__step" data-testid="refund-step">
            {labels.step(p)}
          </p>
          <div className="ops-actions">
            <Button size="s" mode="bezeled" onClick={() => setConfirming(true)}>
              <Trans>Mark refunded</Trans>
            </Button>
          </div>
        </>
      ) : null}
      {p.refund === "refunded" && p.refundedBy ? (
        <p className="ops-hint">
          <Trans>
            Refunded by {p.refundedBy}, {p.refundedAt ? dateTime(p.refundedAt, locale) : ""}
          </Trans>
        </p>
      ) : null}
      <Confirm
        open={confirming}
        title={t`Has ${amount} gone back to the customer?`}
        description={labels.step(p)}
        confirmLabel={<Trans>Mark refunded</Trans>}
        busy={mark.isPending}
        onConfirm={() => mark.mutate()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
