import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffCall, staffTestApp, type TestApp } from "./staff-test-kit";

let t: TestApp;
let admin: string;
let manager: string;
let stranger: string;
let call: StaffCall;
beforeAll(async () => {
  ({ t, admin, manager, stranger, call } = await staffTestApp("+998901000066"));
});
afterAll(() => t.close());

type Row = { id: string; isActive: boolean; closedNote: Record<string, string> | null; zone: [number, number][]; opensAt: string };
type Customer = { id: string; isActive: boolean; closedNote: string | null; starTime: string; priceOfDelivery: number; zone: string };
const customerView = async (id: string) =>
  ((await (await t.get("/api/restaurants/List?Language=3")).json()) as Customer[]).find((r) => r.id === id) as Customer;
const audit = async (id: string) => (await (await call(`/audit?entity=restaurant&entityId=${id}`, admin)).json()) as { action: string }[];

describe("restaurants for staff", () => {
  it("lists every restaurant for an admin, only their own for a manager, nothing for others", async () => {
    const all = (await (await call("/restaurants", admin)).json()) as Row[];
    expect(all.length).toBeGreaterThan(3);
    const mirabad = all.find((r) => r.id === "mirabad");
    expect(mirabad).toMatchObject({
      name: { ru: expect.any(String), en: expect.any(String), uz: expect.any(String) },
      opensAt: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(mirabad?.zone[0]).toHaveLength(2);
    const own = (await (await call("/restaurants", manager)).json()) as Row[];
    expect(own.map((r) => r.id)).toEqual(["mirabad"]);
    expect((await call("/restaurants", stranger)).status).toBe(403);
    expect((await call("/restaurants", null)).status).toBe(401);
  });

  it("lets a manager close their own restaurant with a note, and customers see it at once", async () => {
    const note = { ru: "Закрыто на ремонт до 1 декабря", en: "Closed for repairs until 1 December", uz: "1-dekabrgacha ta’mirda" };
    await customerView("mirabad"); // fills the customers' cache
    const res = await call("/restaurants/mirabad", manager, "PATCH", { isActive: false, closedNote: note, opensAt: "09:00" });
    expect(res.status).toBe(204);
    expect(await customerView("mirabad")).toMatchObject({ isActive: false, closedNote: note.en, starTime: "09:00" });
    expect(await audit("mirabad")).toEqual([expect.objectContaining({ action: "update" })]);
    expect((await call("/restaurants/mirabad", manager, "PATCH", { isActive: true, closedNote: null })).status).toBe(204);
    expect(await customerView("mirabad")).toMatchObject({ isActive: true, closedNote: null });
  });

  it("refuses a manager another restaurant, and the chain's prices and durations", async () => {
    const other = await call("/restaurants/chilanzar", manager, "PATCH", { isActive: false });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: "other_restaurant" });
    const price = await call("/restaurants/mirabad", manager, "PATCH", { priceOfDelivery: 1, opensAt: "08:00" });
    expect(price.status).toBe(403);
    expect(await price.json()).toMatchObject({ code: "admin_only" });
    expect((await call("/restaurants/mirabad", manager, "PATCH", { deliveryDuration: 5 })).status).toBe(403);
    expect((await customerView("mirabad")).starTime).toBe("09:00");
    expect((await call("/restaurants/mirabad", stranger, "PATCH", { isActive: false })).status).toBe(403);
    expect((await call("/restaurants/mirabad", null, "PATCH", { isActive: false })).status).toBe(401);
  });

  it("lets an admin set the delivery price and duration", async () => {
    expect((await call("/restaurants/chilanzar", admin, "PATCH", { priceOfDelivery: 12000, deliveryDuration: 35 })).status).toBe(204);
    expect(await customerView("chilanzar")).toMatchObject({ priceOfDelivery: 12000, deliveryDuration: 35 });
  });

  it("refuses bad fields with their names, and unknown restaurants", async () => {
    const bad = await call("/restaurants/chilanzar", admin, "PATCH", { opensAt: "25:00", priceOfDelivery: -1, closedNote: { ru: "x" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields)).toEqual(
      expect.arrayContaining(["opensAt", "priceOfDelivery", "closedNote.en"]),
    );
    expect((await call("/restaurants/chilanzar", admin, "PATCH", {})).status).toBe(400);
    expect((await call("/restaurants/chilanzar", admin, "PATCH", { slug: "x" })).status).toBe(400);
    expect((await call("/restaurants/atlantis", admin, "PATCH", { isActive: false })).status).toBe(404);
  });
});

describe("delivery zones", () => {
  const zone: [number, number][] = [
    [69.1, 41.2],
    [69.4, 41.2],
    [69.4, 41.4],
    [69.1, 41.4],
  ];

  it("stores an admin's zone as given ([lon, lat]) and customers' GetByLocation follows it", async () => {
    const inside = "/api/restaurants/GetByLocation?longitude=69.15&latitude=41.25&orderTypeId=0";
    const before = (await (await t.get(inside)).json()) as { id: string }[];
    expect(before.map((r) => r.id)).not.toContain("yunusabad");
    expect((await call("/restaurants/yunusabad/zone", admin, "PUT", { zone })).status).toBe(204);
    expect(JSON.parse((await customerView("yunusabad")).zone)).toEqual(zone);
    const after = (await (await t.get(inside)).json()) as { id: string }[];
    expect(after.map((r) => r.id)).toContain("yunusabad");
    expect(await audit("yunusabad")).toEqual([expect.objectContaining({ action: "zone" })]);
  });

  it("refuses zones from managers, and zones that cannot be one", async () => {
    const byManager = await call("/restaurants/mirabad/zone", manager, "PUT", { zone });
    expect(byManager.status).toBe(403);
    for (const bad of [
      zone.slice(0, 2),
      [zone[0], zone[2], zone[1], zone[3]],
      zone.map(([lon, lat]) => [lat, lon + 100]),
      [[69.1, 91], ...zone.slice(1)],
      "[[69,41]]",
      [[69.1, 41.2, 3], ...zone.slice(1)],
    ]) {
      const res = await call("/restaurants/yunusabad/zone", admin, "PUT", { zone: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { fields: object }).fields).toBeDefined();
    }
    expect((await call("/restaurants/atlantis/zone", admin, "PUT", { zone })).status).toBe(404);
  });
});
