// One customer's loyalty points on their page: the balance and the moves, newest first (earned for
// an order, spent on one, given back, taken back), each with its points and the balance after.
import { useLingui } from "@lingui/react/macro";
import { Cell, Section } from "@telegram-apps/telegram-ui";
import type { LoyaltyMoveItem } from "../../contract/loyalty";
import type { Locale } from "../../domain/locales";
import { formatWhen } from "../shared/when";

/** A whole number of points grouped as money is ("1,250" in English, "1 250" otherwise; no-break spaces). */
export const pointsText = (n: number, locale: Locale) =>
  String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, locale === "en" ? "," : "\u00a0");

export function PointMoves({ balance, moves }: { balance: number; moves: LoyaltyMoveItem[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const number = (n: number) => pointsText(n, locale);
  const what = (m: LoyaltyMoveItem) => {
    const id = m.orderId;
    switch (m.move) {
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
      {moves.length === 0 ? <Cell>{t`No points moves yet`}</Cell> : null}
      {moves.map((m) => (
        <Cell
          key={`${m.orderId}-${m.move}`}
          data-testid={`customer-points-move-${m.orderId}-${m.move}`}
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
