// Fiscal data in the operator API: a product's and a modifier's IKPU, package code and VAT (the
// menu's PATCH), the delivery fee's (/delivery-fiscal), each checked (17 digits; VAT 0–100) and
// audited; and a restaurant's online payment types switched off (admins).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FiscalData } from "../../../src/contract/fiscal";
import type { OperatorMenu } from "../../../src/contract/operator-menu";
import type { OperatorRestaurant } from "../../../src/contract/operator-restaurants";
import { products } from "../../db/seed/menu";
import { auditLog } from "../../db/schema";
import { menuTestApp } from "../menu/test-support";

let s: Awaited<ReturnType<typeof menuTestApp>>;
beforeAll(async () => {
  s = await menuTestApp();
});
afterAll(() => s.t.close());

const withModifier = products.find((p) => p.modifiers.length > 0) ?? products[0];
const modifierId = withModifier.modifiers[0]?.id ?? "";
// Not a seeded code, so every field below changes.
const IKPU = "10202001001009999";
const menu = async () => (await (await s.call("/menu", s.admin)).json()) as OperatorMenu;
const fieldsOf = async (res: Response) => ((await res.json()) as { fields?: Record<string, string> }).fields ?? {};

describe("a product's and a modifier's fiscal data", () => {
  it("refuses a wrong IKPU, package code or VAT, naming the field, and changes nothing", async () => {
    const before = (await menu()).products.find((x) => x.id === withModifier.id);
    for (const [body, field] of [
      [{ ikpu: "1020200100100000" }, "ikpu"],
      [{ ikpu: "1020200100100000a" }, "ikpu"],
      [{ ikpu: 10202001001000000 }, "ikpu"],
      [{ packageCode: "12 34" }, "packageCode"],
      [{ vatPercent: 101 }, "vatPercent"],
      [{ vatPercent: -1 }, "vatPercent"],
      [{ vatPercent: 12.5 }, "vatPercent"],
    ] as const) {
      for (const path of [`/products/${withModifier.id}`, `/modifiers/${modifierId}`]) {
        const res = await s.call(path, s.admin, { method: "PATCH", body });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(await fieldsOf(res)).toHaveProperty(field);
      }
    }
    expect((await menu()).products.find((x) => x.id === withModifier.id)).toEqual(before);
  });

  it("saves and clears them; the menu gives them back; the history names the change", async () => {
    const seeded = (await menu()).products.find((x) => x.id === withModifier.id);
    const body = { ikpu: IKPU, packageCode: "1545032", vatPercent: 12 };
    expect((await s.call(`/products/${withModifier.id}`, s.admin, { method: "PATCH", body })).status).toBe(204);
    expect((await s.call(`/modifiers/${modifierId}`, s.admin, { method: "PATCH", body: { ...body, vatPercent: 0 } })).status).toBe(204);
    let p = (await menu()).products.find((x) => x.id === withModifier.id);
    expect(p).toMatchObject(body);
    expect(p?.modifiers.find((m) => m.id === modifierId)).toMatchObject({ ...body, vatPercent: 0 });
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "product"), eq(auditLog.entityId, withModifier.id)));
    expect(audit.details).toMatchObject({ fiscalIkpu: IKPU, was: { fiscalIkpu: seeded?.ikpu } });

    expect((await s.call(`/products/${withModifier.id}`, s.admin, { method: "PATCH", body: { ikpu: null } })).status).toBe(204);
    p = (await menu()).products.find((x) => x.id === withModifier.id);
    expect(p).toMatchObject({ ikpu: null, packageCode: "1545032", vatPercent: 12 });
  });

  it("takes them with a new product", async () => {
    const res = await s.call("/products", s.admin, {
      method: "POST",
      body: {
        folderId: 1,
        name: { ru: "Ф", en: "F", uz: "F" },
        description: { ru: "", en: "", uz: "" },
        price: 1000,
        ikpu: IKPU,
        vatPercent: 12,
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await menu()).products.find((x) => x.id === id)).toMatchObject({ ikpu: IKPU, packageCode: null, vatPercent: 12 });
  });

  it("is the admins' only", async () => {
    const res = await s.call(`/products/${withModifier.id}`, s.manager, { method: "PATCH", body: { ikpu: IKPU } });
    expect(res.status).toBe(403);
  });
});

describe("the delivery fee's fiscal data", () => {
  it("is read by staff and changed by admins only, checked and audited", async () => {
    const read = async (cookie: string) => (await (await s.call("/delivery-fiscal", cookie)).json()) as FiscalData;
    const before = await read(s.manager);
    const manager = await s.call("/delivery-fiscal", s.manager, { method: "PATCH", body: { vatPercent: 12 } });
    expect(manager.status).toBe(403);
    expect(await read(s.admin)).toEqual(before);

    const bad = await s.call("/delivery-fiscal", s.admin, { method: "PATCH", body: { ikpu: "123", vatPercent: 200 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(await fieldsOf(bad)).sort()).toEqual(["ikpu", "vatPercent"]);
    expect((await s.call("/delivery-fiscal", s.admin, { method: "PATCH", body: {} })).status).toBe(400);
    expect((await s.call("/delivery-fiscal", s.admin, { method: "PATCH", body: { ikpu: IKPU, extra: 1 } })).status).toBe(400);

    const ok = await s.call("/delivery-fiscal", s.admin, { method: "PATCH", body: { ikpu: IKPU, packageCode: "1", vatPercent: 12 } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ikpu: IKPU, packageCode: "1", vatPercent: 12 });
    expect(await read(s.manager)).toEqual({ ikpu: IKPU, packageCode: "1", vatPercent: 12 });
    const audit = await s.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "payment"), eq(auditLog.entityId, "delivery-fiscal")));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ ikpu: IKPU, was: { ikpu: before.ikpu } });
  });
});

describe("a restaurant's online payment types", () => {
  const restaurant = async () =>
    ((await (await s.call("/restaurants", s.admin)).json()) as OperatorRestaurant[]).find((r) => r.id === "mirabad");

  it("switches Payme and Click off and on (admins)", async () => {
    expect((await restaurant())?.onlinePaymentsOff).toEqual([]);
    const patch = (cookie: string, body: unknown) => s.call("/restaurants/mirabad", cookie, { method: "PATCH", body });
    expect((await patch(s.manager, { onlinePaymentsOff: ["click"] })).status).toBe(403);
    for (const bad of [["cash"], ["click", "click"], "click", [1]]) {
      const res = await patch(s.admin, { onlinePaymentsOff: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(await fieldsOf(res)).some((k) => k.startsWith("onlinePaymentsOff"))).toBe(true);
    }
    expect((await patch(s.admin, { onlinePaymentsOff: ["click", "payme"] })).status).toBe(204);
    expect((await restaurant())?.onlinePaymentsOff).toEqual(["click", "payme"]);
    expect((await patch(s.admin, { onlinePaymentsOff: [] })).status).toBe(204);
    expect((await restaurant())?.onlinePaymentsOff).toEqual([]);
  });
});
