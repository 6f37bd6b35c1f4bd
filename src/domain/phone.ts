// Uzbek phone numbers: +998 and nine digits (operator code + subscriber), written any usual way.

/** "+998 (90) 123-45-67", "998901234567", "90 123 45 67" → "+998901234567"; null if not one. */
export function normalizeUzPhone(input: string): string | null {
  const digits = input.replace(/[\s()\-.]/g, "");
  if (!/^\+?\d+$/.test(digits)) return null;
  const bare = digits.replace(/^\+/, "");
  const national =
    bare.length === 12 && bare.startsWith("998") ? bare.slice(3) : bare.length === 9 && !digits.startsWith("+") ? bare : null;
  if (!national || !/^[1-9]\d{8}$/.test(national)) return null;
  return `+998${national}`;
}

/** "+998901234567" → "+998 90 123 45 67". */
export function formatUzPhone(phone: string): string {
  const m = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `+998 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}
