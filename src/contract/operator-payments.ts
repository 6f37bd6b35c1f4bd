// The operator API's payments on the wire (docs/operator-api.md, "Payments"): the ledger's rows
// (server/payments/ledger.ts) with their order, filtered and paged, as CSV, and "mark refunded".
import { PAYMENT_PROVIDERS, PAYMENT_REFUNDS, PAYMENT_ROW_STATES, REFUND_REASONS } from "../domain/payment-ledger";
import { z } from "zod";
import * as f from "./fields";
import { statusCode } from "./order-status";

export { PAYMENT_PROVIDERS, PAYMENT_REFUNDS, PAYMENT_ROW_STATES, REFUND_REASONS };
/** The refund filter: one state, `open` (needed or requested: the refund queue) or `none`. */
export const REFUND_FILTERS = [...PAYMENT_REFUNDS, "open", "none"] as const;

export const paymentProvider = z.enum(PAYMENT_PROVIDERS);
export const paymentRowState = z.enum(PAYMENT_ROW_STATES);
export const paymentRefund = z.enum(PAYMENT_REFUNDS);
export const refundReason = z.enum(REFUND_REASONS);

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((v) => {
    const at = Date.parse(`${v}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(v) && v >= "2000" && v < "2101";
  }, "must be a real date YYYY-MM-DD in the years 2000 to 2100");

export const paymentsFilter = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: "must be payme, click or telegram" }).optional(),
  state: z.enum(PAYMENT_ROW_STATES, { error: "must be created, performed or cancelled" }).optional(),
  refund: z
    .enum(REFUND_FILTERS, { error: "must be needed, requested, refunded, open or none" })
    .optional()
    .meta({ description: "open: the refund queue (needed first, then requested; oldest first); none: no refund" }),
  from: day.optional().meta({ description: "Created on or after this day (Tashkent)", example: "2026-11-01" }),
  to: day.optional().meta({ description: "Created on or before this day (Tashkent)", example: "2026-11-30" }),
  restaurantId: f.restaurantIdQuery.meta({ description: "The order's restaurant; a manager's own by default" }),
  orderId: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      if (!/^\d{1,10}$/.test(v) || Number(v) < 1 || Number(v) > 2 ** 31 - 1) {
        ctx.addIssue({ code: "custom", message: "must be an order id (a whole number)" });
        return z.NEVER;
      }
      return Number(v);
    })
    .meta({ description: "One order's payments", example: "42" }),
});

export const paymentsQuery = paymentsFilter.extend({
  page: f.queryInt(1, 100_000, 1).meta({ description: "1-based page (default 1)" }),
  pageSize: f.queryInt(1, 200, 50).meta({ description: "Rows per page, 1–200 (default 50)" }),
});

export const operatorPayment = z
  .object({
    id: z.number().int().meta({ description: "Our id (Payme's `transaction`, Click's merchant_prepare_id)" }),
    provider: paymentProvider,
    providerTxId: z.string().meta({ description: "Payme's id, Click's click_trans_id, Telegram's telegram_payment_charge_id" }),
    providerChargeId: z.string().nullable().meta({ description: "Telegram's provider_payment_charge_id, Click's click_paydoc_id" }),
    orderId: z.number().int(),
    restaurantId: z.string(),
    orderStatusCode: statusCode,
    paymentType: z.string().meta({ description: "The order's payment type (payme, click, online, or cash/card when paid by mistake)" }),
    customerName: z.string(),
    customerPhone: z.string(),
    amountTiyin: z.number().int().meta({ description: "Tiyin (so'm × 100)" }),
    currency: z.string(),
    state: paymentRowState,
    createdAt: z.string(),
    performedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.number().int().nullable().meta({ description: "Payme's reasons (1–5, 10); Click: 10" }),
    refund: paymentRefund.nullable(),
    refundReason: refundReason.nullable(),
    refundedAt: z.string().nullable(),
    refundedBy: z.string().nullable().meta({ description: "Who marked it refunded (their name), or the provider's reversal" }),
    receiptUrl: z.string().nullable(),
  })
  .meta({ id: "OperatorPayment" });

export const paymentsPage = z
  .object({
    items: z.array(operatorPayment),
    total: z.number().int().meta({ description: "Rows matching the filters, on every page" }),
    page: z.number().int(),
    pageSize: z.number().int(),
    refundsNeeded: z.number().int().meta({ description: "Payments the caller may see whose refund is needed, whatever the filters" }),
  })
  .meta({ id: "PaymentsPage" });

export const paymentPath = z.object({ id: z.string().meta({ description: "The payment's id", example: "1" }) });

export type OperatorPayment = z.infer<typeof operatorPayment>;
export type PaymentsPage = z.infer<typeof paymentsPage>;
export type PaymentsFilter = z.input<typeof paymentsFilter>;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentRefund = (typeof PAYMENT_REFUNDS)[number];
export type RefundReason = (typeof REFUND_REASONS)[number];
export type RefundFilter = (typeof REFUND_FILTERS)[number];

export const paymentsCsvQuery = paymentsFilter.extend({
  separator: z
    .enum(["comma", "semicolon"], { error: "must be comma or semicolon" })
    .default("comma")
    .meta({ description: "comma (default), or semicolon for a spreadsheet whose list separator is `;` (Russian and Uzbek Excel)" }),
});
