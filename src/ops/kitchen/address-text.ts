// An order's address as one line for staff: the street and house, then entrance, floor, apartment
// and door code, each named, and the courier's comment.
import { useLingui } from "@lingui/react/macro";
import type { z } from "zod";
import type { orderAddress } from "../../contract/order";

export function useAddressText(): (address: z.input<typeof orderAddress>) => string {
  const { t } = useLingui();
  return (a) =>
    [
      a.address,
      a.entrance ? t`entrance ${a.entrance}` : "",
      a.floor ? t`floor ${a.floor}` : "",
      a.apartment ? t`apt. ${a.apartment}` : "",
      a.doorCode ? t`door code ${a.doorCode}` : "",
      a.comment,
    ]
      .filter(Boolean)
      .join(", ");
}
