// Short-lived tokens for the main API: base64url(JSON payload) + "." + HMAC-SHA256 signature.
// The storefront server hands them out (GET /api/token); the main API checks them.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface TokenPayload {
  /** The signed-in customer, or null for an anonymous visitor (public data only). */
  sub: string | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The verified Telegram user id (bot-API tokens only). */
  tg?: number;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString("base64url");

function signature(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

export function signToken(payload: TokenPayload, secret: string): string {
  const body = b64(JSON.stringify(payload));
  return `${body}.${signature(body, secret)}`;
}

/** The payload of a well-signed, unexpired token; null otherwise. */
export function verifyToken(token: string, secret: string, nowSeconds = Date.now() / 1000): TokenPayload | null {
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as TokenPayload;
    if (typeof payload.exp !== "number" || payload.exp <= nowSeconds) return null;
    if (payload.sub !== null && typeof payload.sub !== "string") return null;
    if (payload.tg !== undefined && !Number.isSafeInteger(payload.tg)) return null;
    return payload;
  } catch {
    return null;
  }
}
