// The payments ledger's values (docs/payments.md, "The ledger"), shared by the contract, the
// server and the console's filters, and the fiscal codes' shapes the console checks before it sends
// (the contract's zod fields check the same patterns on the server).

export const PAYMENT_PROVIDERS = ["payme", "click", "telegram"] as const;
export const PAYMENT_ROW_STATES = ["created", "performed", "cancelled"] as const;
export const PAYMENT_REFUNDS = ["needed", "requested", "refunded"] as const;
export const REFUND_REASONS = [
  "order_cancelled",
  "order_expired",
  "paid_twice",
  "amount_mismatch",
  "currency_mismatch",
  "not_online",
] as const;

/** An IKPU (MXIK) code: 17 digits. */
export const IKPU_PATTERN = /^\d{17}$/;
/** A package (unit) code of an IKPU: 1–20 digits. */
export const PACKAGE_CODE_PATTERN = /^\d{1,20}$/;
