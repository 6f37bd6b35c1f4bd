// Applications: bad requests of the inbox's endpoints (docs/operator-api.md). The status change
// always carries a fault: a status that is none, or an absent or junk id.
import fc from "fast-check";
import { junkString } from "../junk";
import { type Endpoint, get, getById, opAuth, opHeaders } from "../requests";
import { absentOrJunkId, badJsonWrite } from "./shared";

export const APPLICATIONS: Record<string, Endpoint> = {
  "GET /api/operator/applications": get("/api/operator/applications", ["vacancyId", "status", "limit"], opAuth, opHeaders),
  "GET /api/operator/applications/{id}/cv": {
    ...getById("/api/operator/applications", opAuth, opHeaders),
    requests: (ctx) =>
      fc
        .tuple(absentOrJunkId, fc.oneof({ arbitrary: opAuth(ctx).filter((a) => a.ok), weight: 2 }, opAuth(ctx)))
        .map(([id, a]) => ({ method: "GET", path: `/api/operator/applications/${id}/cv`, headers: a.headers })),
  },
  "PATCH /api/operator/applications/{id}": badJsonWrite(
    "PATCH",
    "/api/operator/applications/{id}",
    fc.oneof(
      fc.record({ status: fc.oneof(fc.constantFrom("hired", "NEW", "", null, 1, ["new"]), junkString) }),
      fc.constant({}),
      fc.record({ state: fc.constant("reviewed") }),
    ),
    fc.oneof(fc.constant("1"), absentOrJunkId),
  ),
};
