// A product's editor before the product's data is here (just created and the menu not read again
// yet, or the reload failed): never a blank form that a save would write over the product with. A
// spinner while the menu loads, what went wrong with a retry, or that the product is gone.
import { Trans } from "@lingui/react/macro";
import { Button, Placeholder } from "@telegram-apps/telegram-ui";
import type { UseQueryResult } from "@tanstack/react-query";
import { SectionState } from "../shared/section-state";

interface Props {
  menu: Pick<UseQueryResult, "error" | "refetch" | "isFetching">;
  onBack: () => void;
}

export function ProductPending({ menu, onBack }: Props) {
  return (
    <div className="ops-admin ops-wide" data-testid="product-pending">
      <div className="ops-actions">
        <Button size="s" mode="plain" onClick={onBack}>
          <Trans>← Menu</Trans>
        </Button>
      </div>
      {menu.isFetching || menu.error ? (
        <SectionState query={menu.isFetching ? { error: null, refetch: menu.refetch } : menu} />
      ) : (
        <Placeholder description={<Trans>This product is not in the menu any more.</Trans>} />
      )}
    </div>
  );
}
