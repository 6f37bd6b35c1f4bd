// Keeps the stored cart in step with the menu and tells the customer what changed: a cart that
// could not be read, and prices that moved since the products were added.
import { useLingui } from "@lingui/react/macro";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { toast } from "../../lib/toast";
import { cartLinesAtom, cartWasResetAtom, reconciledCartAtom } from "./atoms";

export function CartNotices() {
  const { t } = useLingui();
  const [wasReset, setWasReset] = useAtom(cartWasResetAtom);
  const cart = useAtomValue(reconciledCartAtom);
  const setLines = useSetAtom(cartLinesAtom);

  useEffect(() => {
    if (!wasReset) return;
    setWasReset(false);
    toast.warning(t`Your saved cart could not be read, so we started a new one.`);
  }, [wasReset, setWasReset, t]);

  useEffect(() => {
    if (!cart.changed) return;
    setLines(cart.lines);
    toast.info(t`Some prices have changed. The cart shows the new ones.`);
  }, [cart.changed, cart.lines, setLines, t]);

  return null;
}
