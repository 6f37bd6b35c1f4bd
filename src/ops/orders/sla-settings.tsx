// A restaurant's board limits, set by an admin or its manager (PUT /api/operator/board/sla/{id}):
// minutes a new order may wait to be accepted and minutes it may cook before its row turns red.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Input, Section } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BoardSla } from "../../contract/operator";
import { SLA_MINUTES } from "../../domain/order-sla";
import { opsApi } from "../api";
import { fieldProblem, useProblem } from "../errors";
import { SLA_KEY } from "./use-sla";

export function SlaSettings({ limits, restaurantName }: { limits: BoardSla; restaurantName: string }) {
  const { t } = useLingui();
  const problem = useProblem();
  const queries = useQueryClient();
  const [accept, setAccept] = useState(String(limits.acceptMinutes));
  const [cooking, setCooking] = useState(String(limits.cookingMinutes));
  const save = useMutation({
    mutationFn: () =>
      opsApi.PUT("/api/operator/board/sla/{restaurantId}", {
        path: { restaurantId: limits.restaurantId },
        body: { acceptMinutes: Number(accept), cookingMinutes: Number(cooking) },
      }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: SLA_KEY }),
  });
  const range = t`${SLA_MINUTES.min}–${SLA_MINUTES.max} minutes`;
  return (
    <Section header={t`Time limits: ${restaurantName}`} className="ops-sla-settings" data-testid="sla-settings">
      <Input
        header={t`Accept within (minutes)`}
        type="number"
        inputMode="numeric"
        min={SLA_MINUTES.min}
        max={SLA_MINUTES.max}
        value={accept}
        status={fieldProblem(save.error, "acceptMinutes") ? "error" : undefined}
        onChange={(e) => setAccept(e.target.value)}
      />
      <Input
        header={t`Cook within (minutes)`}
        type="number"
        inputMode="numeric"
        min={SLA_MINUTES.min}
        max={SLA_MINUTES.max}
        value={cooking}
        status={fieldProblem(save.error, "cookingMinutes") ? "error" : undefined}
        onChange={(e) => setCooking(e.target.value)}
      />
      <p className="ops-hint">
        <Trans>
          Each {range}. A late delivery for a time counts the restaurant's delivery time ({limits.deliveryMinutes} min).
        </Trans>
      </p>
      {save.error != null && (
        <p className="ops-problem" role="alert">
          {problem(save.error)}
        </p>
      )}
      {save.isSuccess && !save.isPending && <p className="ops-hint" role="status">{t`Saved`}</p>}
      <Button size="s" loading={save.isPending} onClick={() => save.mutate()}>
        {t`Save limits`}
      </Button>
    </Section>
  );
}
