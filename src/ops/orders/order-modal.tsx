// One order in full (Modal, one dialog named by the order's number): lines (./order-lines.tsx), the
// restaurant, the full address (the house once: the stored line carries it), entrance, floor,
// apartment, door code and the address's comment, change / contactless / cutlery, slot, payment,
// comment, the customer (tap to call) and the status history; the next step's button and
// cancelling with a reason.
// A refusal is said in words; 409 status_changed reloads the order and the board and says so.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, List, Modal, Placeholder, Section, Spinner } from "@telegram-apps/telegram-ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { OperatorOrderDetail, OrderStep, StepActor } from "../../contract/operator";
import { canCancel } from "../../domain/order-status";
import { PICKUP } from "../../domain/order-type";
import { LANGUAGE_CODES, type Locale } from "../../domain/locales";
import { addressLine } from "../../domain/location";
import { opsApi } from "../api";
import { useProblem } from "../errors";
import { dateTime, money, time } from "../format";
import { OrderPayments } from "../payments/order-payments";
import { useNextStep, useStatusNames } from "./labels";
import { DeliveryNotesCell, OrderLineCells, PointsCell, PromoCell } from "./order-lines";

interface Props {
  orderId: number;
  /** The order's status on the live board: when someone else moves it, the open order reloads. */
  boardStatus: number | undefined;
  onClose: () => void;
  onChanged: () => void;
}

/** What a button asks for, and the toast that says it was done. */
type Move = { kind: "advance"; from: number; done: string } | { kind: "cancel"; reason: string; done: string };

export function OrderModal({ orderId, boardStatus, onClose, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const problem = useProblem();
  const statusName = useStatusNames();
  const nextStep = useNextStep();
  // A new language reads again with the last order in sight; reopened, the order is read afresh
  // (gcTime 0), never shown as it was when last closed.
  const order = useQuery({
    queryKey: ["order", orderId, locale],
    queryFn: () => opsApi.GET("/api/operator/orders/{id}", { path: { id: orderId }, query: { Language: LANGUAGE_CODES[locale] } }),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });
  const shown = order.data?.statusCode;
  const { refetch } = order;
  useEffect(() => {
    if (boardStatus !== undefined && shown !== undefined && boardStatus !== shown) void refetch();
  }, [boardStatus, shown, refetch]);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);

  // The next step or a cancel. A refusal is toasted by the console's QueryClient (errors.ts); on
  // 409 status_changed the reload below shows the order as it now is, and the message says so.
  const step = useMutation({
    mutationFn: (move: Move) =>
      move.kind === "advance"
        ? opsApi.POST("/api/operator/orders/{id}/advance", { path: { id: orderId }, query: { from: move.from } })
        : opsApi.POST("/api/operator/orders/{id}/cancel", { path: { id: orderId }, body: { reason: move.reason } }),
    onSuccess: (_data, move) => {
      toast.success(move.done);
      setCancelling(false);
      setReason("");
    },
    onSettled: () => {
      onChanged();
      void refetch();
    },
  });
  const busy = step.isPending;

  // Labels made here, where the macro sees `t` (a `t` passed to a helper is not extracted).
  const paymentText = (o: OperatorOrderDetail): string => {
    if (o.paymentType === "online") return o.paid ? t`Online · paid` : t`Online · not paid yet`;
    if (o.paymentType === "card") return t`Card on delivery`;
    return t`Cash`;
  };
  const stepText = (step: OrderStep): string => {
    if (step.action === "placed") return order.data?.channel === "phone" ? t`Placed by phone` : t`Placed`;
    if (step.action === "paid") return t`Paid online`;
    return step.statusCode === null ? step.action : statusName(step.statusCode);
  };
  /** Who took a step: a staff member by name (and phone), or the token, the bot, the customer. */
  const actorText = (actor: StepActor | null): string => {
    if (!actor) return t`Not recorded`;
    if (actor.kind === "token") return t`Operator token`;
    if (actor.kind === "bot") return t`Telegram bot`;
    if (actor.kind === "customer") return t`Customer`;
    return actor.phone ? `${actor.name} · ${actor.phone}` : actor.name;
  };

  const d = order.data;
  const next = d ? nextStep(d.statusCode, d.orderTypeId) : null;
  const cancel = () => {
    if (!reason.trim()) return setReasonProblem(t`Say why: the customer is shown the reason.`);
    step.mutate({ kind: "cancel", reason: reason.trim(), done: t`Order No. ${orderId} cancelled` });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      header={<Modal.Header>{t`Order No. ${orderId}`}</Modal.Header>}
      className="ops-modal"
      aria-label={t`Order No. ${orderId}`}
      aria-describedby={undefined}
    >
      <List className="ops-modal__body">
        {!d && !order.error && (
          <div className="ops-center">
            <Spinner size="m" />
          </div>
        )}
        {!d && order.error != null && <Placeholder header={t`The order could not be loaded`} description={problem(order.error)} />}
        {d && (
          <>
            <Section header={t`Status: ${statusName(d.statusCode)}`} footer={d.cancelReason ? t`Cancelled: ${d.cancelReason}` : undefined}>
              <div className="ops-actions">
                {next && (
                  <Button
                    size="l"
                    stretched
                    loading={busy}
                    onClick={() => step.mutate({ kind: "advance", from: d.statusCode, done: t`Order No. ${orderId}: ${next} — done` })}
                  >
                    {next}
                  </Button>
                )}
                {canCancel(d.statusCode) && !cancelling && (
                  <Button size="m" mode="plain" stretched className="ops-danger" onClick={() => setCancelling(true)}>
                    <Trans>Cancel the order…</Trans>
                  </Button>
                )}
              </div>
              {cancelling && (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    cancel();
                  }}
                  noValidate
                >
                  <Input
                    header={t`Reason (the customer sees it)`}
                    aria-label={t`Reason (the customer sees it)`}
                    name="reason"
                    maxLength={300}
                    status={reasonProblem ? "error" : "default"}
                    value={reason}
                    onChange={(e) => {
                      setReason(e.target.value);
                      setReasonProblem(null);
                    }}
                  />
                  {reasonProblem && (
                    <p className="ops-problem" role="alert">
                      {reasonProblem}
                    </p>
                  )}
                  <div className="ops-row">
                    <Button type="submit" size="m" mode="filled" className="ops-danger-fill" loading={busy}>
                      <Trans>Cancel order</Trans>
                    </Button>
                    <Button
                      type="button"
                      size="m"
                      mode="gray"
                      onClick={() => {
                        setCancelling(false);
                        setReasonProblem(null);
                      }}
                    >
                      <Trans>Keep it</Trans>
                    </Button>
                  </div>
                </form>
              )}
            </Section>
            <Section header={t`Customer`}>
              <Cell subtitle={<a href={`tel:${d.phone}`}>{d.phone}</a>}>{d.name || t`No name`}</Cell>
              <Cell
                subtitle={d.slot ? t`For ${dateTime(d.slot, locale)}` : t`As soon as possible`}
                description={d.orderTypeId === PICKUP ? undefined : t`From ${d.restaurant?.name ?? d.restaurantId}`}
                multiline
                data-testid="order-address"
              >
                {d.orderTypeId === PICKUP
                  ? t`Pickup: ${d.restaurant?.name ?? d.restaurantId}`
                  : d.address && addressLine(d.address.address, d.address.house)}
              </Cell>
              {d.address && (d.address.entrance || d.address.floor || d.address.apartment || d.address.doorCode || d.address.comment) && (
                <Cell multiline subtitle={d.address.comment || undefined}>
                  {[
                    d.address.entrance && t`entrance ${d.address.entrance}`,
                    d.address.floor && t`floor ${d.address.floor}`,
                    d.address.apartment && t`apt. ${d.address.apartment}`,
                    d.address.doorCode && t`door code ${d.address.doorCode}`,
                  ]
                    .filter(Boolean)
                    .join(", ") || t`Address details`}
                </Cell>
              )}
              <DeliveryNotesCell order={d} />
              {d.comment && (
                <Cell multiline subtitle={t`Comment`}>
                  {d.comment}
                </Cell>
              )}
            </Section>
            <Section header={t`Order`}>
              <OrderLineCells lines={d.products} />
              <PromoCell order={d} />
              <PointsCell order={d} />
              {d.orderTypeId !== PICKUP && <Cell after={money(d.priceOfDelivery, locale)}>{t`Delivery`}</Cell>}
              <Cell after={<strong>{money(d.total, locale)}</strong>} subtitle={paymentText(d)}>
                {t`Total`}
              </Cell>
            </Section>
            <OrderPayments orderId={d.orderId} />
            <Section header={t`History`} data-testid="order-steps">
              {d.steps.map((step) => (
                <Cell
                  key={`${step.action}-${step.statusCode}-${step.at}`}
                  multiline
                  after={time(step.at, locale)}
                  subtitle={actorText(step.actor)}
                  description={step.reason ?? undefined}
                >
                  {stepText(step)}
                </Cell>
              ))}
            </Section>
          </>
        )}
      </List>
    </Modal>
  );
}
