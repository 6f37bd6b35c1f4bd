// The console's promo codes (issue 26): admins create, list (with uses), edit and switch off codes,
// each change audited; the rules across fields answer 400 on the field; managers are refused; an
// order made with a code shows in its uses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorPromoCode } from "../../../src/contract/operator-promo";
import type { AuditEntry } from "../../../src/contract/staff";
import { type OrdersKit, ordersKit, plain } from "../orders-test-kit";

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const post = (body: unknown, who: "admin" | "manager" = "admin") => k.call("/promo-codes", who, { method: "POST", body });
const patch = (code: string, body: unknown) => k.call(`/promo-codes/${encodeURIComponent(code)}`, "admin", { method: "PATCH", body });
const list = async () => ((await (await k.call("/promo-codes", "admin")).json()) as { items: OperatorPromoCode[] }).items;

describe("promo codes in the console", () => {
  it("creates a code, normalised, with defaults, and audits it", async () => {
    const res = await post({ code: " spring 15", kind: "percent", percent: 15, amount: 5000, restaurantIds: ["mirabad"] });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      code: "SPRING15",
      kind: "percent",
      percent: 15,
      // Only the kind's own value is kept.
      amount: null,
      minOrder: 0,
      restaurantIds: ["mirabad"],
      isActive: true,
      uses: 0,
    });
    expect((await post({ code: "SPRING15", kind: "amount", amount: 1000 })).status).toBe(409);
    const audit = (await (await k.call("/audit?entity=promo-code&entityId=SPRING15", "admin")).json()) as
      | AuditEntry[]
      | { items: AuditEntry[] };
    const rows = Array.isArray(audit) ? audit : audit.items;
    expect(rows.map((r) => r.action)).toContain("create");
  });

  it("answers 400 on the field that breaks a rule", async () => {
    const cases: [unknown, string][] = [
      [{ code: "AB", kind: "percent", percent: 10 }, "code"],
      [{ code: "=SUM(A1)", kind: "percent", percent: 10 }, "code"],
      [{ code: "NOPCT", kind: "percent" }, "percent"],
      [{ code: "NOAMT", kind: "amount" }, "amount"],
      [{ code: "NOPROD", kind: "product" }, "productId"],
      [{ code: "GHOST", kind: "product", productId: "no-such-product" }, "productId"],
      [{ code: "NOWHERE", kind: "percent", percent: 5, restaurantIds: ["atlantis"] }, "restaurantIds"],
      [{ code: "TOOMUCH", kind: "percent", percent: 101 }, "percent"],
      [
        { code: "BACKWARDS", kind: "percent", percent: 5, startsAt: "2026-12-02T00:00:00+05:00", endsAt: "2026-12-01T00:00:00+05:00" },
        "endsAt",
      ],
      [{ code: "LIMITS", kind: "percent", percent: 5, totalLimit: 0 }, "totalLimit"],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      const answer = (await res.json()) as { fields?: Record<string, string> };
      expect([res.status, Object.keys(answer.fields ?? {})], JSON.stringify(body)).toEqual([400, [field]]);
    }
  });

  it("edits and switches a code off, audited; an unknown code is 404; a manager is refused", async () => {
    await post({ code: "EDITME", kind: "amount", amount: 3000 });
    const edited = await patch("editme", { amount: 4000, totalLimit: 10 });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ code: "EDITME", amount: 4000, totalLimit: 10 });
    expect((await patch("EDITME", { kind: "percent" })).status).toBe(400);
    const off = await patch("EDITME", { isActive: false });
    expect(await off.json()).toMatchObject({ isActive: false });
    expect((await patch("NOSUCHCODE", { isActive: false })).status).toBe(404);
    expect((await patch("EDITME", {})).status).toBe(400);
    const audit = (await (await k.call("/audit?entity=promo-code&entityId=EDITME", "admin")).json()) as
      | AuditEntry[]
      | { items: AuditEntry[] };
    const rows = Array.isArray(audit) ? audit : audit.items;
    expect(rows.map((r) => r.action).sort()).toEqual(["create", "deactivate", "update"]);
    expect((await post({ code: "MANAGERS", kind: "percent", percent: 5 }, "manager")).status).toBe(403);
    expect((await k.call("/promo-codes", "manager")).status).toBe(403);
  });

  it("shows the uses of a code an order used", async () => {
    await post({ code: "USED", kind: "percent", percent: 10 });
    const res = await k.t.app.request("/api/delivery/Create", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "promo-console-1", ...k.customer.auth },
      body: JSON.stringify({
        orderTypeId: 200,
        restaurantId: "mirabad",
        address: null,
        products: [{ id: plain.id, count: 1, modifiers: [] }],
        name: "C",
        phone: "+998901000009",
        paymentType: "cash",
        promoCode: "used",
      }),
    });
    expect(res.status).toBe(201);
    expect((await list()).find((c) => c.code === "USED")).toMatchObject({ uses: 1 });
  });
});
