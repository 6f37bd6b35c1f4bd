// The tracker's word on an online payment, under the status: waiting for it (its deadline and a
// Pay button that resumes the same payment), paid (with the fiscal receipt once known), out of
// time, and a refund owed or made. Nothing for cash or card.
import { Trans, useLingui } from "@lingui/react/macro";
import { tashkentTime } from "../../domain/tashkent-time";
import { payInTelegram } from "../../lib/telegram/invoice";
import { openOutside, opensOutside } from "../../lib/telegram/open-link";
import type { PaymentView } from "./payment-view";
import { usePaymentText } from "./use-payment-text";
import "./payment-panel.css";

export function PaymentPanel({ view }: { view: PaymentView }) {
  const { t } = useLingui();
  const text = usePaymentText();
  if (view.state === "none") return null;
  const due = view.dueAt ? tashkentTime(view.dueAt) : null;
  const method = text.method(view.method);
  return (
    <div className={`tracker-payment tracker-payment--${view.state}`} data-payment={view.state}>
      {view.state === "awaiting" && (
        <>
          <p className="tracker-payment__line">
            {due ? (
              <Trans>Pay by {due}: the restaurant gets the order once it is paid. Unpaid, it is cancelled and nothing is charged.</Trans>
            ) : (
              <Trans>The restaurant gets the order once it is paid.</Trans>
            )}
          </p>
          {view.payUrl && <PayButton url={view.payUrl} method={view.method} label={t`Pay with ${method}`} />}
        </>
      )}
      {view.state === "paid" && <p className="tracker-payment__line">{t`Paid online with ${method}`}</p>}
      {view.state === "expired" && (
        <p className="tracker-payment__line">
          {view.refund ? (
            <Trans>The order was not paid in time, so it was cancelled.</Trans>
          ) : (
            <Trans>The order was not paid in time, so it was cancelled. Nothing was charged: you can order again from the menu.</Trans>
          )}
        </p>
      )}
      {view.refund && (
        <p className="tracker-payment__line tracker-payment__refund" role="status">
          {view.refund === "needed"
            ? t`Your payment will be returned: the restaurant has been told and returns it within a few days.`
            : t`Your payment has been returned.`}
        </p>
      )}
      {view.receiptUrl && (
        <a className="tracker-payment__receipt" href={view.receiptUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Fiscal receipt</Trans>
        </a>
      )}
    </div>
  );
}

/**
 * Resumes the same payment: on the web the provider's page in this tab (it sends the customer back
 * here); inside the mini-app the phone's browser, or Telegram's invoice for Telegram's payment.
 */
function PayButton({ url, method, label }: { url: string; method: string; label: string }) {
  if (method === "online") {
    return (
      <button type="button" className="button button--primary tracker-payment__pay" onClick={() => void payInTelegram(url)}>
        {label}
      </button>
    );
  }
  if (opensOutside()) {
    return (
      <button type="button" className="button button--primary tracker-payment__pay" onClick={() => void openOutside(url)}>
        {label}
      </button>
    );
  }
  return (
    <a className="button button--primary tracker-payment__pay" href={url}>
      {label}
    </a>
  );
}
