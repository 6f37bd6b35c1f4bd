// The status timeline: each step with the time it was reached (Tashkent), the current one
// highlighted; a cancelled order says so in its own colour.
import { Trans, useLingui } from "@lingui/react/macro";
import type { OrderDetail } from "./api/get-order";
import { tashkentTime } from "../../domain/tashkent-time";
import { timelineSteps } from "./timeline-steps";
import { useStatusText } from "./use-status-text";
import "./status-timeline.css";

export function StatusTimeline({ order }: { order: OrderDetail }) {
  const { t } = useLingui();
  const text = useStatusText();
  const { steps, cancelledAt } = timelineSteps(order);
  const time = cancelledAt === null ? null : tashkentTime(cancelledAt);
  const stateLabel = { done: t`done`, current: t`now`, upcoming: t`next`, skipped: t`will not happen` };
  return (
    <div className="tracker-timeline">
      {time !== null && (
        <p className="tracker-cancelled" role="status">
          <Trans>Cancelled at {time}</Trans>
        </p>
      )}
      <ol className="timeline">
        {steps.map((step) => (
          <li
            key={step.code}
            className={`timeline__step timeline__step--${step.state}`}
            aria-current={step.state === "current" ? "step" : undefined}
            data-status={step.code}
          >
            <span className="timeline__dot" aria-hidden="true" />
            <span className="timeline__label">
              {text.label(step.code, order.orderTypeId)}
              <span className="visually-hidden">, {stateLabel[step.state]}</span>
            </span>
            <time className="timeline__time" dateTime={step.at ?? undefined}>
              {step.at ? tashkentTime(step.at) : ""}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
