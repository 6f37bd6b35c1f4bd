// The console's words for an order's line and delivery details (src/domain/line-text.ts): the
// kitchen's tile and ticket, the courier's card and the board's order all say them the same way.
import { useLingui } from "@lingui/react/macro";
import type { DeliveryWords, LineWords } from "../../domain/line-text";

export function useLineWords(): { line: LineWords; delivery: DeliveryWords } {
  const { t } = useLingui();
  return {
    line: { without: (names) => t`without ${names}` },
    delivery: {
      changeFrom: (sum) => t`Change from ${sum}`,
      contactless: t`Contactless: leave at the door`,
      cutlery: (count) => t`Cutlery: ${count}`,
    },
  };
}
