// The params of each Payme method (developer.help.paycom.uz, "Типы данных"): Payme's transaction id
// (a 24-character string), times in ms since 1970 (13 digits), amounts in tiyin (positive integers),
// the account ({ order_id }). A param missing or of the wrong type is -32600; an order_id that names
// no order of ours is the account error -31050 (what the payer typed, not Payme's mistake).
import { z } from "zod";
import { ACCOUNT_FIELD, PaymeError } from "./errors";

const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !s.includes("\0"));
const transactionId = text(64);
/** Up to the last time a Date can hold. */
const timestamp = z.number().int().min(0).max(8_640_000_000_000_000);
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The account: any object; its order_id is read by orderIdOf. */
const account = z.record(z.string(), z.unknown());

export const checkPerformParams = z.object({ amount, account });
export const createParams = z.object({ id: transactionId, time: timestamp, amount, account });
export const transactionParams = z.object({ id: transactionId });
export const cancelParams = z.object({ id: transactionId, reason: z.number().int().min(-1000).max(1000) });
export const statementParams = z.object({ from: timestamp, to: timestamp });

/** What SetFiscalData's fiscal_data documents; stored as sent (its known fields, checked for type). */
const fiscalData = z.object({
  receipt_id: z.union([z.number(), text(100)]).optional(),
  status_code: z.number().int().optional(),
  message: z.string().max(1000).optional(),
  terminal_id: text(100).optional(),
  fiscal_sign: text(100).optional(),
  qr_code_url: text(2000).optional(),
  date: z.union([z.number(), text(100)]).optional(),
});
export const fiscalParams = z.object({ id: transactionId, type: z.enum(["PERFORM", "CANCEL"]), fiscal_data: fiscalData });
export type FiscalData = z.infer<typeof fiscalData>;

/** The params parsed by a schema, or -32600. */
export function parseParams<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  const result = schema.safeParse(params);
  if (!result.success || unstorable(result.data)) throw new PaymeError("invalidRequest");
  return result.data;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL's text and jsonb cannot hold NUL, nor jsonb a lone surrogate: such params are refused, not stored. */
function unstorable(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0") || LONE_SURROGATE.test(value);
  if (depth > 4 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => unstorable(k) || unstorable(v, depth + 1));
}

/** Our order id from the account: digits (Payme sends the field as typed, a string) or an integer. */
export function orderIdOf(accountValue: Record<string, unknown>): number {
  const raw = accountValue[ACCOUNT_FIELD];
  const digits = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,9}$/.test(digits)) throw new PaymeError("orderNotFound");
  const id = Number(digits);
  if (id < 1 || id > 2_147_483_647) throw new PaymeError("orderNotFound");
  return id;
}
