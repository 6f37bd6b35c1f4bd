// The operator API (/api/operator/*): the chain's staff run the store through it, from the console
// (/ops), the CLI (`npm run operator`) and integrations. Every route sits behind staffAuth and checks
// the actor's role (src/domain/staff-roles.ts) before its input: an admin-only route has
// `middleware: [adminsOnly, …]`, and a restaurant's route checks the restaurant of its path first.
// One file per area of docs/operator-api.md.
import { apiApp } from "../openapi/routes";
import { applicationsRoutes } from "./applications-routes";
import { backupRoutes } from "./backup-routes";
import { loyaltySettingsRoutes } from "./loyalty-settings-routes";
import { boardSlaRoutes } from "./board-sla-routes";
import { contentAdminRoutes } from "./content-routes";
import { courierRoutes } from "./courier-routes";
import { customersRoutes } from "./customers/customers-routes";
import type { OperatorDeps } from "./deps";
import { kitchenRoutes } from "./kitchen-routes";
import { linksRoutes } from "./links-routes";
import { menuRoutes } from "./menu-routes";
import { ordersRoutes } from "./orders-routes";
import { phoneOrderRoutes } from "./phone-orders";
import { promoCodesRoutes } from "./promo-codes/promo-codes-routes";
import { moneyRoutes } from "./payments";
import { regionRoutes } from "./region-routes";
import { reportsRoutes } from "./reports/reports-routes";
import { restaurantAdminRoutes } from "./restaurant-routes";
import { staffAuth, type StaffEnv } from "./staff-auth";
import { staffRoutes } from "./staff-routes";
import { stopListRoutes } from "./stop-list-routes";

export type { OperatorDeps };

/** An area of the operator API: its routes, given the API's dependencies. */
export type OperatorArea = (deps: OperatorDeps) => ReturnType<typeof apiApp<StaffEnv>>;

/**
 * The operator API. `moreAreas`: areas that live with what they run (the bot's broadcasts and
 * ratings, server/bot), handed in by the app so that this area imports none of them (the bot
 * already builds on the operator API's staff rules).
 */
export function operatorApi(deps: OperatorDeps, moreAreas: readonly OperatorArea[] = []) {
  const app = apiApp<StaffEnv>();
  // Names, phones, addresses: no operator answer is kept by a browser or a proxy (refusals included).
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  const { config, clock, db } = deps;
  app.use(
    "*",
    staffAuth(db, {
      token: config.operatorToken,
      failuresPerAddress: config.operatorTokenFailuresPerAddress,
      trustProxy: config.trustProxy,
      clock,
    }),
  );
  for (const area of [
    staffRoutes,
    ordersRoutes,
    phoneOrderRoutes,
    kitchenRoutes,
    courierRoutes,
    boardSlaRoutes,
    stopListRoutes,
    menuRoutes,
    restaurantAdminRoutes,
    regionRoutes,
    contentAdminRoutes,
    applicationsRoutes,
    linksRoutes,
    backupRoutes,
    moneyRoutes,
    customersRoutes,
    reportsRoutes,
    promoCodesRoutes,
    loyaltySettingsRoutes,
    ...moreAreas,
  ]) {
    app.route("/", area(deps));
  }
  return app;
}
