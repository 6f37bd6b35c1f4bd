// Telegram's init data checked by hand: the library's validate() compares hashes with `!==` and its
// parse() throws on data without a `signature` field. Here every failure is a 401, the hash is
// compared in constant time, and auth_date must be neither too old nor in the future.
import { createHmac, timingSafeEqual } from "node:crypto";
import { ApiError } from "../http/errors";

/** Clocks of Telegram's clients and ours may disagree by this much. */
export const CLOCK_SKEW_SECONDS = 60;

export interface InitDataUser {
  id: number;
  firstName: string;
  lastName: string;
  languageCode: string | null;
}

const invalid = (why: string) => new ApiError(401, "init_data_invalid", `The Telegram sign-in data is not valid for this bot: ${why}`);

function hashMatches(pairs: string[], given: string, botToken: string): boolean {
  const key = createHmac("sha256", "WebAppData").update(botToken).digest();
  const expected = createHmac("sha256", key).update(pairs.sort().join("\n")).digest();
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}

function readUser(json: string | undefined): InitDataUser {
  if (json === undefined) throw invalid("it names no user");
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalid("its user is not JSON");
  }
  const u = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (typeof u.id !== "number" || !Number.isSafeInteger(u.id)) throw invalid("its user has no id");
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    id: u.id,
    firstName: str(u.first_name),
    lastName: str(u.last_name),
    languageCode: typeof u.language_code === "string" ? u.language_code : null,
  };
}

/** The Telegram user of init data signed with `botToken` within `maxAgeSeconds`; a 401 otherwise. */
export function checkInitData(raw: string, botToken: string, maxAgeSeconds: number, now = Date.now()): InitDataUser {
  const params = new URLSearchParams(raw);
  const hash = params.get("hash");
  if (!hash) throw invalid("it carries no hash");
  const pairs: string[] = [];
  for (const [key, value] of params) if (key !== "hash") pairs.push(`${key}=${value}`);
  if (!hashMatches(pairs, hash, botToken)) throw invalid("its hash does not match");
  const authDate = Number(params.get("auth_date"));
  if (!Number.isSafeInteger(authDate) || authDate <= 0) throw invalid("its auth_date is missing");
  const age = now / 1000 - authDate;
  if (age < -CLOCK_SKEW_SECONDS) throw invalid("its auth_date is in the future");
  if (age > maxAgeSeconds) throw new ApiError(401, "init_data_expired", "The Telegram sign-in data has expired: reopen the mini-app");
  return readUser(params.get("user") ?? undefined);
}
