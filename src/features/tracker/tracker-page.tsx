// /tracker/{id}: the order's status, updated live, with everything about the order.
// Not signed in → sign in first; another customer's order → says so; no such order → 404.
import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { Link, useParams } from "wouter";
import { STATUS } from "../../domain/order-status";
import { PAYMENT_REVERSED_REASON } from "../../domain/payment";
import { paths } from "../../domain/paths";
import { tashkentDate, tashkentTime } from "../../domain/tashkent-time";
import { HttpError, serverMessage } from "../../lib/http/http-error";
import { SignInPrompt } from "../../components/sign-in-prompt";
import { customerIdAtom, refreshSessionAtom, signInOpenAtom, useSessionState } from "../auth/session";
import { ErrorPage } from "../../components/error-page";
import { claimLeftToPay, finishCheckoutAtom } from "../order/placed-order";
import { CourierMap } from "./courier-map";
import { EarnedPoints } from "./earned-points";
import { OrderFacts } from "./order-facts";
import { PaymentPanel } from "./payment-panel";
import { paymentView } from "./payment-view";
import { StatusTimeline } from "./status-timeline";
import { useLiveOrder } from "./use-live-order";
import { usePaymentText } from "./use-payment-text";
import { useStatusText } from "./use-status-text";
import "./tracker.css";

export function TrackerPage() {
  const { t } = useLingui();
  const { id = "" } = useParams<{ id: string }>();
  const orderId = /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  const session = useSessionState();
  const openSignIn = useSetAtom(signInOpenAtom);
  const finishCheckout = useSetAtom(finishCheckoutAtom);

  useEffect(() => {
    if (session === "signedOut") openSignIn(true);
  }, [session, openSignIn]);
  // Back from Payme's or Click's page: the order the checkout left to pay is placed, its cart done with.
  useEffect(() => {
    if (claimLeftToPay(orderId)) finishCheckout();
  }, [orderId, finishCheckout]);
  // Arriving from the order form, the page starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [orderId]);

  if (!Number.isInteger(orderId) || orderId < 1) return <ErrorPage status={404} path={paths.tracker.href(id)} />;
  if (session === "checking") return <div className="tracker tracker--loading skeleton" aria-busy="true" />;
  if (session === "signedOut") {
    return (
      <SignInPrompt
        title={t`Sign in to follow your order`}
        text={t`Orders are shown only to the customer who placed them.`}
        onSignIn={() => openSignIn(true)}
      />
    );
  }
  return <TrackerContent orderId={orderId} />;
}

function TrackerContent({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  const text = useStatusText();
  const payText = usePaymentText();
  const customerId = useAtomValue(customerIdAtom);
  const refreshSession = useSetAtom(refreshSessionAtom);
  const live = useLiveOrder(orderId, customerId);
  const now = useTimeAt(live.state === "ready" ? (live.order.payment?.dueAt ?? null) : null);
  const failure = live.state === "failed" ? live.error : null;
  const status = failure instanceof HttpError ? failure.status : null;

  useEffect(() => {
    if (!failure || status === 403 || status === 404) return;
    // The session ended meanwhile: the page asks to sign in again.
    if (status === 401) void refreshSession();
    else {
      toast.error(t({ id: "error.title", message: "Something went wrong" }), {
        description: serverMessage(failure) ?? t({ id: "error.server-error", message: "The server did not answer. Please try again." }),
      });
    }
  }, [failure, status, refreshSession, t]);

  if (live.state === "loading") return <div className="tracker tracker--loading skeleton" aria-busy="true" aria-label={t`Loading`} />;
  if (status === 404) return <ErrorPage status={404} path={paths.tracker.href(orderId)} />;
  if (status === 403) return <ForeignOrder />;
  if (live.state === "failed") {
    return (
      <section className="tracker-message" role="alert">
        <h1>{t`The order could not be loaded`}</h1>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }

  const { order, mode } = live;
  const cancelled = order.statusCode === STATUS.cancelled;
  const payment = paymentView(order, now);
  // While an online payment decides the order, the headline says so instead of the status.
  const headline = payText.headline(payment);
  // Why staff cancelled it, as they wrote it (an order out of payment time, or whose payment the
  // provider reversed, says that in the payment's block instead).
  const reason = cancelled && payment.state !== "expired" && order.cancelReason !== PAYMENT_REVERSED_REASON ? order.cancelReason : null;
  const [number, date, time] = [order.orderId, tashkentDate(order.createdAt), tashkentTime(order.createdAt)];
  return (
    <div className="tracker">
      <header className={`tracker-head${cancelled ? " tracker-head--cancelled" : ""}`}>
        <p className="tracker-head__number">
          <Trans>
            Order No. {number} · {date}, {time}
          </Trans>
        </p>
        <h1 className="tracker-head__status" aria-live="polite" data-status={order.statusCode} data-payment={payment.state}>
          {headline ?? text.label(order.statusCode, order.orderTypeId)}
        </h1>
        {headline === null && <p className="tracker-head__detail">{text.detail(order.statusCode, order.orderTypeId)}</p>}
        {reason && <p className="tracker-head__detail">{t`Reason: ${reason}`}</p>}
        <PaymentPanel view={payment} />
        {order.statusCode === STATUS.completed && <EarnedPoints orderId={order.orderId} />}
        {mode !== "finished" && (
          <p className={`tracker-live tracker-live--${mode}`}>
            <span className="tracker-live__dot" aria-hidden="true" />
            {mode === "stream" ? t`Updates live` : t`Checking for updates every 10 seconds`}
          </p>
        )}
      </header>
      <CourierMap order={order} />
      <div className="tracker-body">
        {payment.state !== "awaiting" && (
          <section className="card tracker-card" aria-labelledby="tracker-status">
            <h2 id="tracker-status" className="tracker-card__title">
              <Trans>Status</Trans>
            </h2>
            <StatusTimeline order={order} />
          </section>
        )}
        <OrderFacts order={order} payment={payment} />
      </div>
      <nav className="tracker-links">
        <Link href={paths.home.href()} className="button button--primary">
          <Trans>Back to the menu</Trans>
        </Link>
        <Link href={paths.profile.href()} className="tracker-links__secondary">
          <Trans>My orders</Trans>
        </Link>
      </nav>
    </div>
  );
}

/** The time, read again when `deadline` passes (an awaited payment's deadline turns the page to "out of time"). */
function useTimeAt(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = deadline ? Date.parse(deadline) - Date.now() : Number.NaN;
    if (!(left > 0)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), left + 250);
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return now;
}

function ForeignOrder() {
  const openSignIn = useSetAtom(signInOpenAtom);
  return (
    <section className="tracker-message" aria-labelledby="foreign-title">
      <p className="tracker-message__code" aria-hidden="true">
        403
      </p>
      <h1 id="foreign-title">
        <Trans>This order belongs to another account</Trans>
      </h1>
      <p>
        <Trans>Sign in with the phone number the order was placed from to follow it.</Trans>
      </p>
      <div className="tracker-links">
        <button type="button" className="button button--primary" onClick={() => openSignIn(true)}>
          <Trans>Sign in with another number</Trans>
        </button>
        <Link href={paths.home.href()} className="tracker-links__secondary">
          <Trans>Back to the menu</Trans>
        </Link>
      </div>
    </section>
  );
}
