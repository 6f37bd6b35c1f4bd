// Menu: folders, products, modifiers, photos. (Placeholder until this area is built.)
import { apiApp } from "../openapi/routes";
import type { OperatorDeps } from "./deps";
import type { StaffEnv } from "./staff-auth";

export function menuRoutes(_deps: OperatorDeps) {
  return apiApp<StaffEnv>();
}
