// Sign-in calls of the storefront server (docs/api.md): a code by phone, the code for a session
// cookie, sign-out; and GET /api/token, whose customerId says who the session is.
import type { CodeSent, Verified } from "../../../contract/auth";
import { ownServer } from "../../../lib/http/own-server";

/** `via: "sms"` skips Telegram ("send by SMS instead"). The answer says where the code went. */
export const requestCode = (phone: string, via?: "sms"): Promise<CodeSent> =>
  ownServer.POST("main", "/api/auth/code", { body: via ? { phone, via } : { phone } });

export const verifyCode = (phone: string, code: string): Promise<Verified> =>
  ownServer.POST("main", "/api/auth/verify", { body: { phone, code } });

export const logout = () => ownServer.POST("main", "/api/auth/logout");

export async function readSession(): Promise<{ customerId: string | null }> {
  const data = await ownServer.GET("main", "/api/token");
  return { customerId: typeof data?.customerId === "string" && data.customerId ? data.customerId : null };
}

/** The server's pause between two codes to one number (phone-routes.ts `resendAfterSeconds`). */
export const RESEND_AFTER_MS = 60_000;
