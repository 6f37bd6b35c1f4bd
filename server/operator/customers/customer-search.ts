// What a search of the customer list (GET /api/operator/customers?q=) looks for: a phone in any
// formatting or any part of it (its digits, at least PHONE_DIGITS of them), or a name or any part
// of it (at least NAME_LETTERS characters, any case). Digits and words mixed ("Ali 90") are a name.
import { ApiError } from "../../http/errors";
import { NAME_LETTERS, PHONE_DIGITS } from "../order-search-terms";

export interface CustomerSearch {
  /** Digits the phone contains. */
  phoneDigits: string | null;
  /** Text the name contains (any case). */
  name: string | null;
}

/** null for no search (absent or blank). */
export function customerSearch(q: string | undefined): CustomerSearch | null {
  const text = (q ?? "").trim();
  if (text === "") return null;
  const digits = text.replace(/\D/g, "");
  const phoneDigits = /^[\d\s()+\-.]+$/.test(text) && digits.length >= PHONE_DIGITS ? digits : null;
  const name = /\p{L}/u.test(text) && text.length >= NAME_LETTERS ? text : null;
  if (phoneDigits === null && name === null)
    throw new ApiError(400, "invalid_parameters", "Invalid parameter: q", {
      q: `give at least ${PHONE_DIGITS} digits of a phone or ${NAME_LETTERS} letters of a name`,
    });
  return { phoneDigits, name };
}
