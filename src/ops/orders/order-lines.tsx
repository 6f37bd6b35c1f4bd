// The board's order: its lines (size and dough, both halves, modifiers, what is left out, in the
// words of src/domain/line-text.ts) and what the customer asked for the hand-over (change,
// contactless, cutlery); the promo code's discount and its free product's line, and the loyalty
// points that paid part of the items (issue 26).
import { useLingui } from "@lingui/react/macro";
import { Cell } from "@telegram-apps/telegram-ui";
import type { OperatorOrderDetail } from "../../contract/operator";
import { deliveryNotes, lineExtras, lineTitle } from "../../domain/line-text";
import type { Locale } from "../../domain/locales";
import { type PromoWords, promoLine } from "../../domain/promo-text";
import { money } from "../format";
import { useLineWords } from "../shared/line-words";

export function OrderLineCells({ lines }: { lines: OperatorOrderDetail["products"] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useLineWords();
  const free = usePromoWords().free;
  return lines.map((line, n) => {
    const extras = lineExtras(line, words.line);
    return (
      <Cell
        // biome-ignore lint/suspicious/noArrayIndexKey: the same product may be on two lines; the order's lines never move.
        key={`${line.id}-${n}`}
        multiline
        description={extras.length ? extras.join("; ") : undefined}
        after={line.gift ? free : money(line.total, locale)}
        data-gift={line.gift || undefined}
      >
        {line.count} × {lineTitle(line)}
      </Cell>
    );
  });
}

/** One cell with the change, contactless and cutlery; none when the customer asked nothing. */
export function DeliveryNotesCell({ order }: { order: OperatorOrderDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const notes = deliveryNotes(order, useLineWords().delivery, (sum) => money(sum, locale));
  if (!notes.length) return null;
  return (
    <Cell multiline subtitle={t`Hand-over`} data-testid="order-delivery-notes">
      {notes.join(" · ")}
    </Cell>
  );
}

function usePromoWords(): PromoWords {
  const { t } = useLingui();
  return {
    discount: (code, sum) => t`Promo code ${code}: −${sum}`,
    code: (code) => t`Promo code ${code}`,
    free: t`free`,
  };
}

/** The promo code the order used and what it took off; none without a code. */
export function PromoCell({ order }: { order: OperatorOrderDetail }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const text = promoLine(order, usePromoWords(), (sum) => money(sum, locale));
  if (!text) return null;
  return <Cell data-testid="order-promo">{text}</Cell>;
}

/** The loyalty points that paid part of the items; none when no points paid. */
export function PointsCell({ order }: { order: OperatorOrderDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const points = order.pointsSpent ?? 0;
  if (points <= 0) return null;
  return (
    <Cell after={`−${money(points, locale)}`} data-testid="order-points">
      {t`Paid with points`}
    </Cell>
  );
}
