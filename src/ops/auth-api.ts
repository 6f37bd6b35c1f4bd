// Signing staff in: the storefront's own sign-in endpoints (a phone code on the web, Telegram's
// init data inside Telegram). A staff member is a customer session whose phone or Telegram id is
// on the staff list; GET /api/operator/me then answers.
import { HttpError } from "../lib/http/http-error";
import { ownServer } from "../lib/http/own-server";

export const requestCode = (phone: string) => ownServer.POST("main", "/api/auth/code", { body: { phone } });
export const verifyCode = (phone: string, code: string) => ownServer.POST("main", "/api/auth/verify", { body: { phone, code } });
export const signOutCall = () => ownServer.POST("main", "/api/auth/logout");

/** POST /api/auth/telegram with `Authorization: tma <raw init data>`: a session for this Telegram user. */
export async function telegramSignIn(initData: string): Promise<void> {
  const response = await fetch("/api/auth/telegram", {
    method: "POST",
    headers: { Authorization: `tma ${initData}`, Accept: "application/json" },
    credentials: "same-origin",
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new HttpError(response.status, data?.error ?? `Telegram sign-in answered ${response.status}`, data?.code ?? null, data);
  }
}
