// The fiscal data of a receipt line (docs/payments.md, "Fiscal data"): a product's, a modifier's or
// the delivery fee's IKPU (MXIK) code, its package code and the VAT included in its price, as the
// console edits them. Each may be null (not set yet); the checks here are the server's, and the
// console says them in its language before it sends (src/ops/payments/fiscal-rules.ts).
import { IKPU_PATTERN, PACKAGE_CODE_PATTERN } from "../domain/payment-ledger";
import { z } from "zod";

export { IKPU_PATTERN, PACKAGE_CODE_PATTERN };
export const IKPU_MESSAGE = "must be the 17 digits of an IKPU (MXIK) code";
export const PACKAGE_CODE_MESSAGE = "must be a package code: 1–20 digits";
export const VAT_MESSAGE = "must be a whole percent from 0 to 100";

export const ikpu = z
  .string({ error: IKPU_MESSAGE })
  .regex(IKPU_PATTERN, IKPU_MESSAGE)
  .nullable()
  .meta({ description: "IKPU (MXIK) code, 17 digits; null = not set", example: "10202001001000000" });
export const packageCode = z
  .string({ error: PACKAGE_CODE_MESSAGE })
  .regex(PACKAGE_CODE_PATTERN, PACKAGE_CODE_MESSAGE)
  .nullable()
  .meta({ description: "The package (unit) code of the IKPU; null = not set", example: "1545032" });
export const vatPercent = z
  .number({ error: VAT_MESSAGE })
  .int(VAT_MESSAGE)
  .min(0, VAT_MESSAGE)
  .max(100, VAT_MESSAGE)
  .nullable()
  .meta({ description: "VAT included in the price, percent (0 = without VAT); null = not set", example: 12 });

/** The three fields as a patch may give them (each optional). */
export const fiscalPatchFields = {
  ikpu: ikpu.optional(),
  packageCode: packageCode.optional(),
  vatPercent: vatPercent.optional(),
};

/** The three fields as an answer carries them. */
export const fiscalAnswerFields = {
  ikpu: z.string().nullable(),
  packageCode: z.string().nullable(),
  vatPercent: z.number().int().nullable(),
};

export const fiscalData = z.object(fiscalAnswerFields).meta({ id: "FiscalData" });
export const fiscalPatch = z
  .strictObject(fiscalPatchFields)
  .refine((v) => Object.keys(v).length > 0, { message: "give at least one field to change" })
  .meta({ id: "FiscalPatch" });

export type FiscalData = z.infer<typeof fiscalData>;
export type FiscalPatch = z.input<typeof fiscalPatch>;
