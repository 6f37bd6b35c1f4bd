// The ways to pay offered at this checkout: the restaurant's list from the server, Telegram's own
// payment inside the mini-app, and whether the customer's choice can still be sent.
import { useAtomValue } from "jotai";
import { isMessengerMode, telegram } from "../../lib/telegram/state";
import { onlinePaymentAvailable } from "../../lib/telegram/invoice";
import { paymentMethodsQueryAtom } from "./api/payment-methods";
import { methodUnavailable, offeredMethods, type PaymentType, shownMethods } from "./payment-methods";

export interface PaymentChoice {
  /** The choices drawn (the offered ones and the chosen one). */
  shown: PaymentType[];
  /** The chosen method is known not to be taken now. */
  unavailable: boolean;
  /** Asks the server again (after it refused the chosen method). */
  refetch: () => void;
}

export function usePaymentMethods(chosen: PaymentType): PaymentChoice {
  const { data, refetch } = useAtomValue(paymentMethodsQueryAtom);
  const taken = data ?? null;
  const inTelegram = telegram.active && isMessengerMode();
  const offered = offeredMethods({ taken, inTelegram, telegramPayments: onlinePaymentAvailable() });
  // "online" outside Telegram can never be sent, whether or not the list has come.
  const known = taken !== null || (chosen === "online" && !inTelegram);
  return {
    shown: shownMethods(offered, chosen),
    unavailable: methodUnavailable(chosen, offered, known),
    refetch: () => void refetch(),
  };
}
