// One customer's loyalty points on their page: the balance, an admin's "Adjust points", and the
// moves, newest first (earned for an order, spent on one, given back, taken back, adjusted by staff
// with the reason and who), each with its points and the balance after.
import { useLingui } from "@lingui/react/macro";
import { Cell, Section } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import type { OperatorPointMove } from "../../contract/loyalty";
import type { Locale } from "../../domain/locales";
import { formatWhen } from "../shared/when";

/** A whole number of points grouped as money is ("1,250" in English, "1 250" otherwise; no-break spaces). */
export const pointsText = (n: number, locale: Locale) =>
  String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === "en" ? "," : "\u00a0");

interface Props {
  balance: number;
  moves: OperatorPointMove[];
  /** An admin's "Adjust points" (AdjustPoints), under the balance. */
  adjust?: ReactNode;
}

export function PointMoves({ balance, moves, adjust }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const number = (n: number) => pointsText(n, locale);
  // Rows no staff member wrote name their writer in English on the wire.
  const who = (by: string | null) => (by === "operator token" ? t`Operator token` : (by ?? ""));
  const what = (m: OperatorPointMove) => {
    const id = m.orderId;
    switch (m.move) {
      case "adjust":
        return t`Adjusted by ${who(m.by)}: ${m.reason ?? ""}`;
      case "earn":
        return t`Earned for No. ${id}`;
      case "spend":
        return t`Spent on No. ${id}`;
      case "refund_spend":
        return t`Given back: No. ${id} was cancelled`;
      default:
        return t`Taken back: No. ${id} was cancelled or refunded`;
    }
  };
  return (
    <Section header={t`Loyalty points`} data-testid="customer-points">
      <Cell subhead={t`Balance`} data-testid="customer-points-balance">
        {number(balance)}
      </Cell>
      {adjust}
      {moves.length === 0 ? <Cell>{t`No points moves yet`}</Cell> : null}
      {moves.map((m) => (
        <Cell
          key={m.id}
          data-testid={m.orderId === null ? `customer-points-move-adjust-${m.id}` : `customer-points-move-${m.orderId}-${m.move}`}
          multiline
          subhead={formatWhen(m.at, locale)}
          subtitle={t`Balance after: ${number(m.balanceAfter)}`}
          after={
            <span className={m.points < 0 ? "ops-customers__points-minus" : "ops-customers__points-plus"}>
              {`${m.points < 0 ? "−" : "+"}${number(m.points)}`}
            </span>
          }
        >
          {what(m)}
        </Cell>
      ))}
    </Section>
  );
}
