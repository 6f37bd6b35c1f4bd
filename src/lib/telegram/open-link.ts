// Opening a payment provider's page (Payme, Click) from the mini-app: Telegram's openLink hands it
// to the phone's browser, and the mini-app stays where it is (the tracker). The SDK is imported on
// demand, as for the invoice; without it (an older client) the page opens in a new window.
import { isMessengerMode, telegram } from "./state";

/** True inside the mini-app: a provider's page opens outside it instead of replacing the app. */
export const opensOutside = (): boolean => telegram.active && isMessengerMode();

export async function openOutside(url: string): Promise<void> {
  try {
    const { openLink } = await import("@telegram-apps/sdk-react");
    if (openLink.isAvailable()) {
      openLink(url);
      return;
    }
  } catch {
    // Falls through to the browser's own window.
  }
  window.open(url, "_blank", "noopener");
}
