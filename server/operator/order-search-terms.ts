// What a search of the board (GET /api/operator/orders?q=) looks for, read from what staff typed:
// an order number ("1234", "#1234", "№1234"), a phone in any formatting or any part of it ("90 123",
// "+998 (90) 123-45-67": its digits, at least PHONE_DIGITS of them), or a name or any part of it
// (at least NAME_LETTERS characters). Digits alone are both a number and a phone; words a name.
import { ApiError } from "../http/errors";

export const PHONE_DIGITS = 3;
export const NAME_LETTERS = 3;

export interface SearchTerms {
  orderId: number | null;
  /** Digits the phone contains. */
  phoneDigits: string | null;
  /** Text the name contains (any case). */
  name: string | null;
}

const MAX_ORDER_ID = 2 ** 31 - 1;

export function searchTerms(q: string): SearchTerms {
  const text = q.trim();
  const number = /^[#№]?\s*(\d{1,10})$/.exec(text);
  const orderId = number && Number(number[1]) <= MAX_ORDER_ID ? Number(number[1]) : null;
  const digits = text.replace(/\D/g, "");
  const phoneDigits = /^[\d\s()+\-.]+$/.test(text) && digits.length >= PHONE_DIGITS ? digits : null;
  const name = /\p{L}/u.test(text) && text.length >= NAME_LETTERS ? text : null;
  if (orderId === null && phoneDigits === null && name === null)
    throw new ApiError(400, "invalid_parameters", "Invalid parameter: q", {
      q: `give an order number, at least ${PHONE_DIGITS} digits of a phone or ${NAME_LETTERS} letters of a name`,
    });
  return { orderId, phoneDigits, name };
}
