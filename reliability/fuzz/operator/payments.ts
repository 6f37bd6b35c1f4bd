// Payments: bad requests of the ledger's endpoints (docs/operator-api.md, "Payments"): junk filters,
// "mark refunded" of payments that do not exist, and fiscal data that cannot be (an IKPU not of 17
// digits, a package code not digits, VAT outside 0–100, a wrong type, an unknown field, nothing).
import fc from "fast-check";
import { junkString } from "../junk";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { absentIdWrite, badJsonWrite } from "./shared";

const FILTERS = ["provider", "state", "refund", "from", "to", "restaurantId", "orderId"];
const badIkpu = fc.oneof(
  fc.constantFrom("1234567890123456", "123456789012345678", "1020200100100000a", 10202001001000000, "", true),
  junkString.filter((s) => !/^\d{17}$/.test(s)),
);
const badPackage = fc.oneof(
  fc.constantFrom("12 34", "x", "", "1".repeat(21), 1545032, []),
  junkString.filter((s) => !/^\d{1,20}$/.test(s)),
);
const badVat = fc.constantFrom(-1, 101, 12.5, "12", "x", true, 1e9);

const badFiscal = fc.oneof(
  fc.constant({}),
  badIkpu.map((ikpu) => ({ ikpu })),
  badPackage.map((packageCode) => ({ packageCode, ikpu: "10202001001000000" })),
  badVat.map((vatPercent) => ({ vatPercent })),
  fc.constant({ ikpu: "10202001001000000", extra: 1 }),
);

export const PAYMENTS: Record<string, Endpoint> = {
  "GET /api/operator/payments": get("/api/operator/payments", [...FILTERS, "page", "pageSize"], opAuth, opHeaders),
  "GET /api/operator/payments.csv": get("/api/operator/payments.csv", [...FILTERS, "separator"], opAuth, opHeaders),
  "POST /api/operator/payments/{id}/refunded": absentIdWrite("POST", "/api/operator/payments/{id}/refunded"),
  "GET /api/operator/delivery-fiscal": get("/api/operator/delivery-fiscal", [], opAuth, opHeaders),
  "PATCH /api/operator/delivery-fiscal": badJsonWrite("PATCH", "/api/operator/delivery-fiscal", badFiscal),
};
