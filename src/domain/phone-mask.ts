// The sign-in phone field's mask "+998 __ ___ __ __": the customer types the nine national
// digits, the field shows them grouped after +998.
import { normalizeUzPhone } from "./phone";

export const PHONE_MASK = "+998 __ ___ __ __";
const GROUPS = [2, 3, 2, 2];

/** What was typed or pasted → up to nine national digits. */
export function nationalDigits(input: string): string {
  const trimmed = input.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+998") || (digits.length > 9 && digits.startsWith("998"))) digits = digits.slice(3);
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
