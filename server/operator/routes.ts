// The operator API (/api/operator/*): the chain's staff run the store through it, from the console
// (/ops), the CLI (`npm run operator`) and integrations. Every route sits behind staffAuth and checks
// the actor's role itself (src/domain/staff-roles.ts).
import { apiApp } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import { ordersRoutes } from "./orders-routes";
import { staffAuth, type StaffEnv } from "./staff-auth";
import { staffRoutes } from "./staff-routes";

export type { OperatorDeps };

export function operatorApi(deps: OperatorDeps) {
  const app = apiApp<StaffEnv>();
  app.use("*", staffAuth(deps.db, deps.config.operatorToken));
  app.route("/", staffRoutes(deps));
  app.route("/", ordersRoutes(deps));
  return app;
}
