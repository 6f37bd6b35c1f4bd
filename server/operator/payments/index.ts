// The operator API's money area (docs/operator-api.md, "Payments"): the ledger, its CSV, "mark
// refunded", and the delivery fee's fiscal data.
import type { OperatorDeps } from "../deps";
import { deliveryFiscalRoutes } from "./delivery-fiscal-routes";
import { paymentsRoutes } from "./payments-routes";

export function moneyRoutes(deps: OperatorDeps) {
  return paymentsRoutes(deps).route("/", deliveryFiscalRoutes(deps));
}
