// The mini-app shell, mounted by TelegramSlot inside the layout (so it sees the
// router and the app's store). It signs the customer in, keeps the basket on the server, drives
// Telegram's own controls from the app's state, and shows the messenger error flag.
import { useBasketSync } from "./basket-sync";
import { useBackButton, useMainButtonDefault } from "./buttons";
import { TelegramErrorBanner } from "./error-banner";
import { useTelegramIdentity } from "./identity";
import { useCartHaptics, useClosingConfirmation, useKeyboardFollow, useReady, useSwipeLocks } from "./native";

export default function TelegramShell() {
  useReady();
  const identity = useTelegramIdentity();
  useBasketSync(identity);
  useBackButton();
  useMainButtonDefault();
  useCartHaptics();
  useClosingConfirmation();
  useSwipeLocks();
  useKeyboardFollow();
  return <TelegramErrorBanner />;
}
