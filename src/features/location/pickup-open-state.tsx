// Whether a pickup restaurant in the where-to sheet's list is open now (issue 25).
import { Trans } from "@lingui/react/macro";
import { ClosedNow } from "../../components/closed-now";
import type { Restaurant } from "../restaurants/api/restaurant";

/**
 * "Open now" by the restaurant's hours; closed, what the delivery result says too ("Closed now ·
 * Order for tomorrow from 10:00", src/components/closed-now.tsx); nothing when they cannot be read.
 */
export function OpenState({ restaurant, open }: { restaurant: Restaurant; open: boolean | null }) {
  if (open === null) return null;
  if (!open) return <ClosedNow hours={restaurant} />;
  return (
    <p className="pickup-item__open">
      <Trans>Open now</Trans>
    </p>
  );
}
