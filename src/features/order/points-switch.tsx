// The checkout's "Pay with points: up to N" switch (issue 26), under the promo code's line: shown
// only when the customer's balance and the chain's settings offer this order something (use-points.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { formatMoney } from "../../domain/money";
import { useLocale } from "../../i18n/use-locale";
import type { PointsOffer } from "./use-points";
import "./order-details.css";

export function PointsSwitch({ points }: { points: PointsOffer }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (points.max <= 0) return null;
  const most = formatMoney(points.max, locale);
  return (
    <label className="order-switch order-points" data-testid="points-switch">
      <span className="order-switch__text">
        <span className="order-switch__title" id="order-points-title">
          <Trans>Pay with points: up to {most}</Trans>
        </span>
        <span className="order-switch__detail" id="order-points-detail">
          {t`1 point = 1 sum; delivery is paid in money`}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        name="pointsToSpend"
        className="order-switch__input"
        checked={points.on}
        aria-checked={points.on}
        onChange={(e) => points.setOn(e.target.checked)}
        aria-labelledby="order-points-title"
        aria-describedby="order-points-detail"
      />
    </label>
  );
}

/** The toast's words for the server refusing the points (the balance or the settings changed meanwhile); null for another refusal. */
export function usePointsRefusal(): (code: unknown) => { title: string; description: string } | null {
  const { t } = useLingui();
  return (code) =>
    code === "points_not_enough"
      ? { title: t`Not enough points`, description: t`Your balance changed meanwhile: check the points and place the order again.` }
      : code === "points_over_limit"
        ? {
            title: t`Too many points for this order`,
            description: t`Points can pay only part of the order: check the points and place the order again.`,
          }
        : null;
}
