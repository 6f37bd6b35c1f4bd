// Staff and audit.
import fc from "fast-check";
import { type Endpoint, get, opAuth, opHeaders } from "../requests";
import { absentIdWrite, badJsonWrite } from "./shared";

export const STAFF: Record<string, Endpoint> = {
  "GET /api/operator/me": get("/api/operator/me", ["Language"], opAuth, opHeaders),
  "GET /api/operator/staff": get("/api/operator/staff", ["Language"], opAuth, opHeaders),
  "GET /api/operator/audit": get("/api/operator/audit", ["entity", "entityId", "limit"], opAuth, opHeaders),
  "POST /api/operator/staff": badJsonWrite(
    "POST",
    "/api/operator/staff",
    fc.oneof(
      fc.record({ name: fc.constant("Someone"), role: fc.constant("admin") }),
      fc.record({ phone: fc.constant("+998901234567"), name: fc.constant("M"), role: fc.constant("manager") }),
      fc.record({ phone: fc.string(), name: fc.constant("X"), role: fc.constant("admin") }),
      fc.record({
        phone: fc.constant("+998901234567"),
        name: fc.oneof(fc.constant(""), fc.constant("\u001b[31m")),
        role: fc.constant("admin"),
      }),
      fc.record({ phone: fc.constant("+998901234567"), name: fc.constant("X"), role: fc.string() }),
      fc.record({ tgId: fc.oneof(fc.double(), fc.constant(-1), fc.string()), name: fc.constant("X"), role: fc.constant("admin") }),
    ),
  ),
  "DELETE /api/operator/staff/{id}": absentIdWrite("DELETE", "/api/operator/staff/{id}"),
};
