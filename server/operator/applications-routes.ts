// Applications inbox and CVs. (Placeholder until this area is built.)
import { apiApp } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import type { StaffEnv } from "./staff-auth";

export function applicationsRoutes(_deps: OperatorDeps) {
  return apiApp<StaffEnv>();
}
