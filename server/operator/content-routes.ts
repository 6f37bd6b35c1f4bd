// Content (admins): news, promotions ("stocks") and vacancies, each in its own file under content/.
import { apiApp } from "../openapi/routes";
import { newsAdminRoutes } from "./content/news-routes";
import { stocksAdminRoutes } from "./content/stocks-routes";
import { vacanciesAdminRoutes } from "./content/vacancies-routes";
import type { OperatorDeps } from "./deps";
import type { StaffEnv } from "./staff-auth";

export function contentAdminRoutes(deps: OperatorDeps) {
  return apiApp<StaffEnv>().route("/", newsAdminRoutes(deps)).route("/", stocksAdminRoutes(deps)).route("/", vacanciesAdminRoutes(deps));
}
