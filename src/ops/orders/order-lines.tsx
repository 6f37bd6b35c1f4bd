// The board's order: its lines (size and dough, both halves, modifiers, what is left out, in the
// words of src/domain/line-text.ts) and what the customer asked for the hand-over (change,
// contactless, cutlery).
import { useLingui } from "@lingui/react/macro";
import { Cell } from "@telegram-apps/telegram-ui";
import type { OperatorOrderDetail } from "../../contract/operator";
import { deliveryNotes, lineExtras, lineTitle } from "../../domain/line-text";
import type { Locale } from "../../domain/locales";
import { money } from "../format";
import { useLineWords } from "../shared/line-words";

export function OrderLineCells({ lines }: { lines: OperatorOrderDetail["products"] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const words = useLineWords();
  return lines.map((line, n) => {
    const extras = lineExtras(line, words.line);
    return (
      <Cell
        // biome-ignore lint/suspicious/noArrayIndexKey: the same product may be on two lines; the order's lines never move.
        key={`${line.id}-${n}`}
        multiline
        description={extras.length ? extras.join("; ") : undefined}
        after={money(line.total, locale)}
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
