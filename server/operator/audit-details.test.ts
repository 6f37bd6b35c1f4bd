// Audit rows name what changed: the phone or Telegram id a staff member was given and their role,
// the values before and after of content, zones, photos and prices (small whatever the document),
// CV downloads; and an order's view says who took each step.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorOrderDetail } from "../../src/contract/operator";
import type { AuditEntry } from "../../src/contract/staff";
import { applications, vacancies } from "../db/schema";
import { DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { auditChanges } from "../audit/audit";
import { type OrdersKit, ordersKit } from "./orders-test-kit";

describe("auditChanges", () => {
  it("keeps only the fields and languages that changed, as new values and `was`", () => {
    const before = { name: { ru: "Пицца", en: "Pizza", uz: "Pitsa" }, price: 40000, sort: 3, at: new Date("2026-01-01T00:00:00Z") };
    const after = { name: { ru: "Пицца", en: "Pizza XL", uz: "Pitsa" }, price: 45000, sort: 3, at: new Date("2026-02-01T00:00:00Z") };
    expect(auditChanges(before, after)).toEqual({
      name: { en: "Pizza XL" },
      price: 45000,
      at: "2026-02-01T00:00:00.000Z",
      was: { name: { en: "Pizza" }, price: 40000, at: "2026-01-01T00:00:00.000Z" },
    });
  });

  it("keeps of a long rich text only the part around the change, and names a long list by its hash", () => {
    const filler = "<p>Fresh dough every morning.</p>".repeat(1500); // ~50 000 characters
    const before = { body: { ru: `${filler}<p>Old oven</p>${filler}`, en: "same", uz: "same" }, zone: [[1, 2]] };
    const zone = Array.from({ length: 500 }, (_, i) => [69 + i / 1000, 41 + i / 1000]);
    const after = { body: { ru: `${filler}<p>New stone oven</p>${filler}`, en: "same", uz: "same" }, zone };
    const details = auditChanges(before, after);
    expect(JSON.stringify(details).length).toBeLessThan(1000);
    const [was, now] = [(details.was.body as { ru: string }).ru, (details.body as { ru: string }).ru];
    expect(was).toMatch(/^….*Old oven.*…$/);
    expect(now).toMatch(/^….*New stone oven.*…$/);
    expect(details.was.zone).toEqual([[1, 2]]);
    expect(details.zone).toEqual({ items: 500, chars: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });
});

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const auditOf = async (entity: string, entityId: string | number) =>
  (await (await k.call(`/audit?entity=${entity}&entityId=${entityId}`, "admin")).json()) as AuditEntry[];
const three = (text: string) => ({ ru: `${text} (ru)`, en: text, uz: `${text} (uz)` });

describe("audit rows", () => {
  it("name the phone or Telegram id a staff member was given, and their role, when added and removed", async () => {
    const added = await k.call("/staff", "admin", {
      method: "POST",
      body: { phone: "+998901000301", tgId: 777001, name: "Night manager", role: "manager", restaurantId: "mirabad" },
    });
    const { id } = (await added.json()) as { id: number };
    expect((await k.call(`/staff/${id}`, "admin", { method: "DELETE" })).status).toBe(204);
    const [removed, created] = await auditOf("staff", id);
    const granted = { name: "Night manager", phone: "+998901000301", tgId: 777001, role: "manager", restaurantId: "mirabad" };
    expect(created).toMatchObject({ action: "create", actor: "Demo admin", details: granted });
    expect(removed).toMatchObject({ action: "delete", details: granted });
  });

  it("hold a news item's values before and after, small however long its body", async () => {
    const body = three(`<p>${"Fresh dough every morning. ".repeat(1800)}</p>`);
    const created = await k.call("/news", "admin", { method: "POST", body: { title: three("Old oven"), body } });
    const { id } = (await created.json()) as { id: number };
    const changed = { ...body, en: body.en.replace("</p>", " Now in a stone oven.</p>") };
    const patch = { title: three("New oven"), body: changed, isPublished: false };
    expect((await k.call(`/news/${id}`, "admin", { method: "PATCH", body: patch })).status).toBe(204);
    const [update] = await auditOf("news", id);
    expect(update.action).toBe("update");
    expect(update.details).toMatchObject({
      title: { ru: "New oven (ru)", en: "New oven", uz: "New oven (uz)" },
      isPublished: false,
      was: { title: { ru: "Old oven (ru)", en: "Old oven", uz: "Old oven (uz)" }, isPublished: true },
    });
    expect((update.details.body as { en: string }).en).toContain("Now in a stone oven.");
    expect(Object.keys(update.details.body as object)).toEqual(["en"]);
    expect(JSON.stringify(update.details).length).toBeLessThan(2000);
  });

  it("hold a promotion's and a vacancy's changed values with what they replaced", async () => {
    const stock = (await (
      await k.call("/stocks", "admin", { method: "POST", body: { title: three("Two for one"), body: three("<p>Tuesdays</p>") } })
    ).json()) as { id: number };
    await k.call(`/stocks/${stock.id}`, "admin", { method: "PATCH", body: { isActive: false } });
    expect((await auditOf("stock", stock.id))[0].details).toEqual({ isActive: false, was: { isActive: true } });

    const [vacancy] = await k.t.database.db.select().from(vacancies).limit(1);
    const salary = { ...vacancy.salary, en: "5 000 000 so'm" };
    expect((await k.call(`/vacancies/${vacancy.id}`, "admin", { method: "PATCH", body: { salary } })).status).toBe(204);
    expect((await auditOf("vacancy", vacancy.id))[0].details).toEqual({
      salary: { en: "5 000 000 so'm" },
      was: { salary: { en: vacancy.salary.en } },
    });
  });

  it("hold a zone before and after, and a restaurant's hours and price", async () => {
    const zone = [
      [69.2, 41.2],
      [69.3, 41.2],
      [69.3, 41.3],
      [69.2, 41.2],
    ];
    const before = (await (await k.call("/restaurants", "admin")).json()) as { id: string; zone: unknown; priceOfDelivery: number }[];
    const mirabad = before.find((r) => r.id === "mirabad");
    expect((await k.call("/restaurants/mirabad/zone", "admin", { method: "PUT", body: { zone } })).status).toBe(204);
    expect((await k.call("/restaurants/mirabad", "admin", { method: "PATCH", body: { priceOfDelivery: 12345 } })).status).toBe(204);
    const [price, zoned] = await auditOf("restaurant", "mirabad");
    expect(price.details).toEqual({ priceOfDelivery: 12345, was: { priceOfDelivery: mirabad?.priceOfDelivery } });
    expect(zoned).toMatchObject({ action: "zone", details: { corners: 4, zone } });
    const old = mirabad?.zone as unknown[];
    expect(zoned.details.was).toEqual({
      zone: JSON.stringify(old).length <= 2000 ? old : { items: old.length, chars: expect.any(Number), sha256: expect.any(String) },
    });
  });

  it("name the photo a new one replaced", async () => {
    const menu = (await (await k.call("/menu", "admin")).json()) as { products: { id: string; imageUrl: string }[] };
    const product = menu.products[2];
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    form.append("photo", new File([new Uint8Array(png)], "p.png", { type: "image/png" }));
    const upload = (await k.t.app.request(`/api/operator/products/${product.id}/photo`, {
      method: "POST",
      headers: { Authorization: "Bearer op-secret" },
      body: form,
    })) as Response;
    expect(upload.status).toBe(200);
    const { imageId } = (await upload.json()) as { imageId: string };
    const [row] = await auditOf("product", product.id);
    expect(row).toMatchObject({
      action: "photo",
      actor: "operator token",
      details: { imageId, was: { imageId: null, imageUrl: product.imageUrl } },
    });
  });

  it("record who downloaded a CV", async () => {
    const [vacancy] = await k.t.database.db.select().from(vacancies).limit(1);
    const [application] = await k.t.database.db
      .insert(applications)
      .values({
        vacancyId: vacancy.id,
        fullName: "A",
        phone: "+998901000302",
        birthDate: "2000-01-01",
        city: "Tashkent",
        cv: Buffer.from("%PDF-1.4 x"),
        cvFileName: "a.pdf",
      })
      .returning({ id: applications.id });
    expect((await k.call(`/applications/${application.id}/cv`, "admin")).status).toBe(200);
    const [row] = await auditOf("application", application.id);
    expect(row).toMatchObject({ action: "cv", actor: "Demo admin", details: { bytes: 10 } });
    expect(
      await k.t.database.db.select({ id: applications.id }).from(applications).where(eq(applications.id, application.id)),
    ).toHaveLength(1);
  });
});

describe("an order's steps", () => {
  it("say who placed it, who moved it on and who cancelled it, with times", async () => {
    const id = await k.placed(200); // a pickup: the zone test above moved the zone
    expect((await k.call(`/orders/${id}/advance?from=0`, "manager", { method: "POST" })).status).toBe(200);
    expect((await k.call(`/orders/${id}/cancel`, "token", { method: "POST", body: { reason: "Out of dough" } })).status).toBe(200);
    const detail = (await (await k.call(`/orders/${id}`, "manager")).json()) as OperatorOrderDetail;
    expect(detail.steps.map((s) => [s.action, s.statusCode, s.actor?.kind, s.actor?.name, s.reason])).toEqual([
      ["placed", 0, "customer", "customer", null],
      ["advance", 1, "staff", "Mirabad manager", null],
      ["cancel", 255, "token", "operator token", "Out of dough"],
    ]);
    expect(detail.steps[1].actor).toMatchObject({ staffId: expect.any(Number), phone: DEMO_MANAGER_PHONE });
    for (const step of detail.steps) expect(Number.isNaN(Date.parse(step.at))).toBe(false);
  });
});
