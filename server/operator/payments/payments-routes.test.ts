// GET /api/operator/payments, its CSV and POST …/{id}/refunded: who sees which rows, the filters
// and the refund queue's order, paging, the file Excel opens, and "mark refunded" (audited; 409
// unless a refund is needed or requested).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorPayment, PaymentsPage } from "../../../src/contract/operator-payments";
import { auditLog } from "../../db/schema";
import { mirabad, OTHER } from "../orders-test-kit";
import { type PaymentsKit, paymentsKit } from "./payments-test-kit";

let k: PaymentsKit;
/** Payment ids by what they are. */
const ids: Record<string, number> = {};
let mirabadOrder: number;
let otherOrder: number;

beforeAll(async () => {
  k = await paymentsKit();
  mirabadOrder = await k.placed(200, mirabad.id);
  otherOrder = await k.placed(200, OTHER);
  const at = (iso: string) => new Date(iso);
  // Tashkent days: 20 November ends at 2026-11-20T19:00Z.
  ids.paid = (await k.pay(mirabadOrder, { createdAt: at("2026-11-20T23:30:00+05:00"), performedAt: at("2026-11-20T23:31:00+05:00") })).id;
  ids.requested = (
    await k.pay(mirabadOrder, {
      provider: "click",
      refund: "requested",
      refundReason: "order_cancelled",
      createdAt: at("2026-11-21T00:30:00+05:00"),
    })
  ).id;
  ids.neededLater = (
    await k.pay(mirabadOrder, {
      provider: "payme",
      refund: "needed",
      refundReason: "paid_twice",
      createdAt: at("2026-11-21T10:00:00+05:00"),
    })
  ).id;
  ids.neededFirst = (
    await k.pay(otherOrder, {
      provider: "telegram",
      refund: "needed",
      refundReason: "order_expired",
      createdAt: at("2026-11-21T09:00:00+05:00"),
    })
  ).id;
  ids.cancelled = (
    await k.pay(otherOrder, { provider: "click", state: "cancelled", cancelReason: 10, createdAt: at("2026-11-21T11:00:00+05:00") })
  ).id;
});
afterAll(() => k.t.close());

const list = async (query: string, who: "admin" | "manager" | "token" = "admin") => {
  const res = await k.call(`/payments${query}`, who);
  expect(res.status, query).toBe(200);
  return (await res.json()) as PaymentsPage;
};
const idsOf = (page: PaymentsPage) => page.items.map((p) => p.id);

describe("who sees payments", () => {
  it("refuses nobody (401) and a customer (403)", async () => {
    expect((await k.call("/payments", "nobody")).status).toBe(401);
    expect((await k.call("/payments", "stranger")).status).toBe(403);
    expect((await k.call("/payments.csv", "nobody")).status).toBe(401);
  });

  it("shows admins and the token every restaurant's, newest first, with the order's facts", async () => {
    for (const who of ["admin", "token"] as const) {
      const page = await list("", who);
      expect(idsOf(page)).toEqual([ids.cancelled, ids.neededLater, ids.neededFirst, ids.requested, ids.paid]);
      expect(page).toMatchObject({ total: 5, page: 1, pageSize: 50, refundsNeeded: 2 });
    }
    const paid = (await list("")).items.find((p) => p.id === ids.paid) as OperatorPayment;
    expect(paid).toMatchObject({
      provider: "payme",
      orderId: mirabadOrder,
      restaurantId: mirabad.id,
      amountTiyin: 5_000_000,
      currency: "UZS",
      state: "performed",
      refund: null,
      customerPhone: expect.stringContaining("901000009"),
      createdAt: "2026-11-20T18:30:00.000Z",
      performedAt: "2026-11-20T18:31:00.000Z",
    });
  });

  it("shows a manager their restaurant's only, and refuses another's", async () => {
    const page = await list("", "manager");
    expect(idsOf(page).sort()).toEqual([ids.paid, ids.requested, ids.neededLater].sort());
    expect(page.refundsNeeded).toBe(1);
    const other = await k.call(`/payments?restaurantId=${OTHER}`, "manager");
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: "other_restaurant" });
    expect((await k.call(`/payments.csv?restaurantId=${OTHER}`, "manager")).status).toBe(403);
  });
});

describe("filters and paging", () => {
  it("filters by provider, state, refund, restaurant and order", async () => {
    expect(idsOf(await list("?provider=click")).sort()).toEqual([ids.requested, ids.cancelled].sort());
    expect(idsOf(await list("?state=cancelled"))).toEqual([ids.cancelled]);
    expect(idsOf(await list("?refund=needed")).sort()).toEqual([ids.neededFirst, ids.neededLater].sort());
    expect(idsOf(await list("?refund=refunded"))).toEqual([]);
    expect(idsOf(await list("?refund=none")).sort()).toEqual([ids.paid, ids.cancelled].sort());
    expect(idsOf(await list(`?restaurantId=${OTHER}`)).sort()).toEqual([ids.neededFirst, ids.cancelled].sort());
    expect(idsOf(await list(`?orderId=${otherOrder}`)).sort()).toEqual([ids.neededFirst, ids.cancelled].sort());
    expect(idsOf(await list(`?orderId=${otherOrder}`, "manager"))).toEqual([]);
  });

  it("lists the refund queue needed first, then requested, oldest first", async () => {
    expect(idsOf(await list("?refund=open"))).toEqual([ids.neededFirst, ids.neededLater, ids.requested]);
  });

  it("reads from and to as Tashkent days", async () => {
    expect(idsOf(await list("?to=2026-11-20"))).toEqual([ids.paid]);
    expect(idsOf(await list("?from=2026-11-21&to=2026-11-21"))).toEqual([ids.cancelled, ids.neededLater, ids.neededFirst, ids.requested]);
    expect(idsOf(await list("?from=2026-11-22"))).toEqual([]);
  });

  it("pages: the total is of every page", async () => {
    const first = await list("?pageSize=2");
    const second = await list("?pageSize=2&page=2");
    const third = await list("?pageSize=2&page=3");
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(idsOf(await list("")));
    expect(third.items).toHaveLength(1);
  });

  it("refuses a bad filter with the field named", async () => {
    for (const [query, field] of [
      ["?provider=cash", "provider"],
      ["?state=paid", "state"],
      ["?refund=maybe", "refund"],
      ["?from=2026-13-01", "from"],
      ["?to=yesterday", "to"],
      ["?pageSize=500", "pageSize"],
      ["?page=0", "page"],
      ["?orderId=x", "orderId"],
      ["?orderId=1.5", "orderId"],
      ["?orderId=-1", "orderId"],
    ]) {
      const res = await k.call(`/payments${query}`, "admin");
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields, query).toHaveProperty(field);
    }
    expect((await k.call("/payments?restaurantId=nowhere", "admin")).status).toBe(404);
  });
});

describe("GET /api/operator/payments.csv", () => {
  it("is UTF-8 with a BOM, one row per payment, Cyrillic kept and formulas defused", async () => {
    await k.rename(mirabadOrder, "Дилноза Ўғлон");
    await k.rename(otherOrder, '=HYPERLINK("http://x","y")');
    const res = await k.call("/payments.csv", "admin");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="payments-2026-11-21.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toMatch(/^id,created_at,provider,provider_tx_id,/);
    expect(lines).toHaveLength(6);
    // Oldest first; times in Tashkent; so'm.
    expect(lines[1]).toContain(`${ids.paid},2026-11-20 23:30:00,payme,`);
    expect(lines[1]).toContain("Дилноза Ўғлон");
    expect(lines[1]).toContain(",50000,UZS,performed,");
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("takes the filters, and a semicolon for Russian and Uzbek Excel", async () => {
    const res = await k.call("/payments.csv?refund=open&separator=semicolon", "manager");
    const lines = (await res.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(3);
    // (text() drops the BOM, as a reader of UTF-8 does.)
    expect(lines[0]).toMatch(/^id;created_at;provider;/);
    expect(lines.slice(1).map((l) => Number(l.split(";")[0]))).toEqual([ids.requested, ids.neededLater]);
    expect((await k.call("/payments.csv?separator=tab", "admin")).status).toBe(400);
  });
});

describe("POST /api/operator/payments/{id}/refunded", () => {
  const mark = (id: number | string, who: "admin" | "manager" | "token" | "nobody" | "stranger" = "admin") =>
    k.call(`/payments/${id}/refunded`, who, { method: "POST" });

  it("refuses another restaurant's manager and leaves the row as it was", async () => {
    const res = await mark(ids.neededFirst, "manager");
    expect(res.status).toBe(403);
    expect((await k.row(ids.neededFirst)).refund).toBe("needed");
    expect((await mark(ids.neededFirst, "nobody")).status).toBe(401);
    expect((await mark(ids.neededFirst, "stranger")).status).toBe(403);
  });

  it("marks a needed refund refunded, by whom and when, and audits it", async () => {
    const res = await mark(ids.neededLater, "manager");
    expect(res.status).toBe(200);
    const body = (await res.json()) as OperatorPayment;
    expect(body).toMatchObject({ id: ids.neededLater, refund: "refunded", refundedBy: "Mirabad manager", refundReason: "paid_twice" });
    expect(body.refundedAt).toBe("2026-11-21T07:00:00.000Z");
    const audit = await k.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.entityId, String(ids.neededLater))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "refunded",
      actor: "Mirabad manager",
      details: { orderId: mirabadOrder, refundReason: "paid_twice" },
    });
    expect((await list("", "manager")).refundsNeeded).toBe(0);
  });

  it("marks a requested (Click reversal) refund refunded", async () => {
    const res = await mark(ids.requested, "token");
    expect(res.status).toBe(200);
    expect((await k.row(ids.requested)).refundedBy).toBe("operator token");
  });

  it("answers 409 when no refund is needed or it is done, 404 for none, 400 for junk", async () => {
    for (const id of [ids.neededLater, ids.paid, ids.cancelled]) {
      const res = await mark(id);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "not_refundable" });
    }
    expect((await k.row(ids.paid)).refund).toBeNull();
    expect((await mark(999_999)).status).toBe(404);
    expect((await mark("abc")).status).toBe(400);
  });
});
