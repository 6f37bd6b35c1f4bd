// Online payment inside Telegram: whether the checkout offers it (inside the mini-app, when the
// server has a payment provider: the runtime config's `onlinePayment`), and opening the invoice
// link POST /api/tg_order answered with the SDK's invoice. The SDK is imported on demand: the
// Telegram chunk, never the first load.
import { runtimeConfig } from "../../config/runtime";
import { isMessengerMode, telegram } from "./state";

export type InvoiceOutcome = "paid" | "cancelled" | "failed" | "pending";

/** Offered only inside Telegram, and only when the server can take the payment. */
export function onlinePaymentAvailable(): boolean {
  if (!telegram.active || !isMessengerMode()) return false;
  try {
    return runtimeConfig().onlinePayment === true;
  } catch {
    return false;
  }
}

/** Opens Telegram's invoice and resolves with how it was closed. */
export async function payInTelegram(url: string): Promise<InvoiceOutcome> {
  try {
    const { invoice } = await import("@telegram-apps/sdk-react");
    if (!invoice.open.isAvailable()) return "failed";
    const status = await invoice.open(url, "url");
    return status === "paid" || status === "cancelled" || status === "pending" ? status : "failed";
  } catch {
    return "failed";
  }
}
