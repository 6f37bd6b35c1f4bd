// The fiscal fields as the console's forms hold them (text as typed) and what the server takes
// (src/contract/fiscal.ts): "" is "not set" (null); an IKPU is 17 digits, a package code digits,
// VAT a whole percent 0–100. Problems are keys the form words in the console's language.
import { IKPU_PATTERN, PACKAGE_CODE_PATTERN } from "../../domain/payment-ledger";

export interface FiscalText {
  ikpu: string;
  packageCode: string;
  vatPercent: string;
}
export interface FiscalValues {
  ikpu: string | null;
  packageCode: string | null;
  vatPercent: number | null;
}
export type FiscalField = keyof FiscalText;

const digitsOf = (text: string) => text.replace(/[\s\u00a0\u202f-]/g, "");

export const fiscalText = (v: Partial<FiscalValues> | null | undefined): FiscalText => ({
  ikpu: v?.ikpu ?? "",
  packageCode: v?.packageCode ?? "",
  vatPercent: v?.vatPercent === null || v?.vatPercent === undefined ? "" : String(v.vatPercent),
});

/** The fields that are wrong as typed. */
export function fiscalProblems(text: FiscalText): FiscalField[] {
  const wrong: FiscalField[] = [];
  const ikpu = digitsOf(text.ikpu);
  if (ikpu !== "" && !IKPU_PATTERN.test(ikpu)) wrong.push("ikpu");
  const pack = digitsOf(text.packageCode);
  if (pack !== "" && !PACKAGE_CODE_PATTERN.test(pack)) wrong.push("packageCode");
  const vat = text.vatPercent.trim().replace(/%$/, "").trim();
  if (vat !== "" && !(/^\d{1,3}$/.test(vat) && Number(vat) <= 100)) wrong.push("vatPercent");
  return wrong;
}

/** What to send (call only when fiscalProblems is empty). */
export function fiscalValues(text: FiscalText): FiscalValues {
  const ikpu = digitsOf(text.ikpu);
  const pack = digitsOf(text.packageCode);
  const vat = text.vatPercent.trim().replace(/%$/, "").trim();
  return { ikpu: ikpu || null, packageCode: pack || null, vatPercent: vat === "" ? null : Number(vat) };
}

/** Only the fields that changed from `before`. */
export function fiscalChanges(before: FiscalValues, text: FiscalText): Partial<FiscalValues> {
  const after = fiscalValues(text);
  const patch: Partial<FiscalValues> = {};
  if (after.ikpu !== before.ikpu) patch.ikpu = after.ikpu;
  if (after.packageCode !== before.packageCode) patch.packageCode = after.packageCode;
  if (after.vatPercent !== before.vatPercent) patch.vatPercent = after.vatPercent;
  return patch;
}
