// The sign-in phone field's mask "+998 __ ___ __ __": the customer types the nine national
// digits, the field shows them grouped after +998.
import { normalizeUzPhone } from "./phone";

export const PHONE_MASK = "+998 __ ___ __ __";
const GROUPS = [2, 3, 2, 2];

/**
 * What the field holds after a keystroke or a paste → up to nine national digits. The field shows
 * "+998 " before the national digits, so a customer who types the whole number, country code
 * first, sees "+998 99 8…" until the tenth digit shows the 998 (or a trunk 8) was a prefix: then
 * it is dropped. "998 90 111 22 33", "+998…", "8 90 111 22 33" and "90 111 22 33", typed or
 * pasted, all end as 901112233.
 */
export function nationalDigits(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+998")) digits = digits.slice(3);
  if (digits.length > 9 && digits.startsWith("998")) digits = digits.slice(3);
  else if (digits.length === 10 && digits.startsWith("8")) digits = digits.slice(1);
  return digits.slice(0, 9);
}

/** "90123" → "+998 90 123"; "" → "". */
export function maskPhone(national: string): string {
  if (!national) return "";
  const parts: string[] = [];
  let rest = national;
  for (const size of GROUPS) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return `+998 ${parts.join(" ")}`;
}

/** The full number for the server, or null while it is not a valid Uzbek number. */
export const phoneFromDigits = (national: string): string | null => (national.length === 9 ? normalizeUzPhone(`+998${national}`) : null);

/** "+998901234567" → "901234567"; anything else → "". */
export const digitsFromPhone = (phone: string | null | undefined): string => {
  const normalized = phone ? normalizeUzPhone(phone) : null;
  return normalized ? normalized.slice(4) : "";
};
