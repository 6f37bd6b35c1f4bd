// Content: news, promotions, vacancies. (Placeholder until this area is built.)
import { apiApp } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import type { StaffEnv } from "./staff-auth";

export function contentAdminRoutes(_deps: OperatorDeps) {
  return apiApp<StaffEnv>();
}
