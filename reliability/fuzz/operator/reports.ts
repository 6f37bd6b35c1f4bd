// Reports: bad requests of GET /api/operator/reports/* (docs/operator-api.md, "Reports"): junk
// days, groupings, formats, languages and restaurants.
import { REPORT_NAMES } from "../../../src/contract/operator-reports";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";

const QUERY = ["from", "to", "restaurantId", "groupBy", "format", "lang"];

export const REPORTS: Record<string, Endpoint> = Object.fromEntries(
  REPORT_NAMES.map((name) => [`GET /api/operator/reports/${name}`, get(`/api/operator/reports/${name}`, QUERY, opAuth, opHeaders)]),
);
