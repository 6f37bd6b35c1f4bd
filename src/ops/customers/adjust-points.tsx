// An admin adds or takes a customer's points by hand (POST /api/operator/customers/{id}/points): the
// amount (+ adds, − takes), the reason, then a confirmation naming what happens. One
// Idempotency-Key per body, so a second click or a retry of the same adjustment adds once. The
// page (balance and moves) and its history reload after it; a refusal is said in the dialog.
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, Input, Modal, Placeholder } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import type { PointsAdjust } from "../../contract/loyalty";
import { ADJUST_POINTS_MAX, ADJUST_REASON_MAX, typedPoints } from "../../domain/loyalty";
import type { Locale } from "../../domain/locales";
import { HttpError } from "../../lib/http/http-error";
import { opsApi } from "../api";
import { useProblem } from "../errors";
import { CUSTOMERS_KEY } from "./customers-data";
import { pointsText } from "./point-moves";

export function AdjustPoints({ customerId, balance }: { customerId: string; balance: number }) {
  const { t, i18n } = useLingui();
  const problem = useProblem();
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const key = useRef<{ key: string; signature: string } | null>(null);
  const points = typedPoints(amount);
  const number = (n: number) => pointsText(n, i18n.locale as Locale);
  const short = points !== null && balance + points < 0;
  const save = useMutation({
    mutationFn: (body: PointsAdjust) => {
      const signature = JSON.stringify(body);
      if (key.current?.signature !== signature) key.current = { key: crypto.randomUUID(), signature };
      return opsApi.POST("/api/operator/customers/{id}/points", {
        path: { id: customerId },
        body,
        headers: { "Idempotency-Key": key.current.key },
      });
    },
    meta: { toast: false, invalidates: [CUSTOMERS_KEY] },
    // A refusal may come from a balance that changed meanwhile: read it again.
    onError: () => queries.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
    onSuccess: (answer) => {
      key.current = null;
      close();
      toast.success(t`Points adjusted: the balance is ${number(answer.balance)}`);
    },
  });
  const notEnough = t`Not enough points: the balance is ${number(balance)}, it cannot go below zero.`;
  const refusal = (err: unknown) => (err instanceof HttpError && err.code === "points_not_enough" ? notEnough : problem(err));
  function close() {
    setOpen(false);
    setAmount("");
    setReason("");
    save.reset();
  }
  const addTitle = (n: number) => {
    const shown = number(n);
    return plural(n, { one: `Add ${shown} point?`, other: `Add ${shown} points?` });
  };
  const takeTitle = (n: number) => {
    const shown = number(n);
    return plural(Math.abs(n), { one: `Take ${shown} point?`, other: `Take ${shown} points?` });
  };
  const title = points === null ? t`Adjust points` : points > 0 ? addTitle(points) : takeTitle(points);

  return (
    <>
      <Cell
        after={
          <Button size="s" mode="bezeled" onClick={() => setOpen(true)} data-testid="adjust-points">
            <Trans>Adjust points</Trans>
          </Button>
        }
        multiline
        description={t`Add or take points by hand, with a reason`}
      />
      <Modal open={open} onOpenChange={(next) => !next && close()} header={<Modal.Header />}>
        <div className="ops-confirm" role="alertdialog" aria-label={title} data-testid="adjust-points-dialog">
          <Placeholder
            header={title}
            description={t`Balance now: ${number(balance)}. + adds, − takes; the balance cannot go below zero.`}
            action={
              <div className="ops-confirm__actions ops-customers__block">
                <Input
                  header={t`Points (+ or −)`}
                  placeholder="+500 / -500"
                  inputMode="numeric"
                  value={amount}
                  status={amount !== "" && (points === null || short) ? "error" : "default"}
                  onChange={(e) => setAmount(e.target.value)}
                  data-testid="adjust-points-amount"
                />
                <Input
                  header={t`Reason`}
                  placeholder={t`Why (staff only see it)`}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  maxLength={ADJUST_REASON_MAX}
                  data-testid="adjust-points-reason"
                />
                {amount !== "" && points === null ? (
                  <p className="ops-customers__adjust-problem" data-testid="adjust-points-problem">
                    {t`A whole number of points, not 0, at most ${number(ADJUST_POINTS_MAX)}`}
                  </p>
                ) : short || save.error ? (
                  <p className="ops-customers__adjust-problem" role="alert" data-testid="adjust-points-problem">
                    {short ? notEnough : refusal(save.error)}
                  </p>
                ) : null}
                <Button
                  size="m"
                  mode="filled"
                  className={points !== null && points < 0 ? "ops-danger-button" : undefined}
                  loading={save.isPending}
                  disabled={points === null || short || reason.trim() === ""}
                  onClick={() => points !== null && save.mutate({ points, reason: reason.trim() })}
                  data-testid="adjust-points-confirm"
                >
                  {points !== null && points < 0 ? <Trans>Take points</Trans> : <Trans>Add points</Trans>}
                </Button>
                <Button size="m" mode="plain" onClick={close}>
                  <Trans>Cancel</Trans>
                </Button>
              </div>
            }
          />
        </div>
      </Modal>
    </>
  );
}
