// The payments ledger (docs/payments.md): one row per provider transaction, changed only here,
// always inside the caller's transaction together with the order's change and an audit row.
// Every operation locks the order first, so two calls about one order (two performs at once, a
// perform and a staff cancel) take turns and the second sees what the first did.
// The operations live by what they do: ledger-rows.ts (look-ups, fiscal data, audit),
// ledger-open.ts (payable, open), ledger-settle.ts (perform, cancel), refunds.ts, expiry.ts;
// ledger-orders.ts is what they do to orders.
export * from "./ledger-types";
export { expireUnpaid } from "./expiry";
export { type OpenPayment, openPayment, payableOrder } from "./ledger-open";
export { audit, findPayment, orderPayments, recordFiscal } from "./ledger-rows";
export { type CancelPayment, cancelPayment, type PerformOptions, performPayment } from "./ledger-settle";
export { markRefunded, onOrderCancelled, paymentsToReverse, recordCapturedPayment, settleReversal } from "./refunds";
