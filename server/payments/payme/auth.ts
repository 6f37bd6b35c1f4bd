// Payme proves itself with HTTP Basic: login "Paycom", password the cashbox key (PAYME_KEY; the
// test key on the test host). Compared in constant time over hashes, so neither the key's length
// nor how much of it matched shows in the time taken.
import { createHash, timingSafeEqual } from "node:crypto";

export const PAYME_LOGIN = "Paycom";

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The header Payme sends for a key (tests and the fake Payme use it). */
export const paymeAuthorization = (key: string) => `Basic ${Buffer.from(`${PAYME_LOGIN}:${key}`, "utf8").toString("base64")}`;

/** True when the Authorization header carries "Paycom:<key>"; always false without a key configured. */
export function paymeAuthorized(header: string | undefined, key: string | null): boolean {
  if (!key || !header) return false;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]{1,1024})\s*$/i.exec(header);
  const given = match ? Buffer.from(match[1], "base64").toString("utf8") : "";
  // Always compare, even a header that is no Basic at all, so the answer takes the same time.
  return timingSafeEqual(digest(given), digest(`${PAYME_LOGIN}:${key}`)) && match !== null;
}
