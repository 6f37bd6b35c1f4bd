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
  // Edits that are always wrong: no field, a bad role, name or restaurant.
  "PATCH /api/operator/staff/{id}": badJsonWrite(
    "PATCH",
    "/api/operator/staff/{id}",
    fc.oneof(
      fc.constant({}),
      fc.record({
        role: fc.oneof(
          fc.string().filter((r) => !["admin", "manager", "cook", "courier"].includes(r)),
          fc.constant("chef"),
          fc.constant(null),
        ),
      }),
      fc.record({ name: fc.oneof(fc.constant(""), fc.constant("\u001b[31m"), fc.constant("x".repeat(101)), fc.integer()) }),
      fc.record({ restaurantId: fc.oneof(fc.constant(""), fc.constant("x".repeat(101)), fc.integer()) }),
      fc.record({ role: fc.constant("cook"), restaurantId: fc.string({ minLength: 1, maxLength: 20 }).map((s) => `no-such-${s}`) }),
    ),
  ),
  "DELETE /api/operator/staff/{id}": absentIdWrite("DELETE", "/api/operator/staff/{id}"),
};
