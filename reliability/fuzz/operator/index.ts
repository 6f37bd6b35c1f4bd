// The operator API's bad requests, one file per area of docs/operator-api.md.
import type { Endpoint } from "../requests";
import { ORDERS } from "./orders";
import { STAFF } from "./staff";

export const OPERATOR_ENDPOINTS: Record<string, Endpoint> = { ...STAFF, ...ORDERS };
