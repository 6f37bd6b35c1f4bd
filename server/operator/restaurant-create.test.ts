// Creating cities and restaurants (a chain's first day): admins only, the role before the body,
// every field checked with its name, taken ids and names refused, each change audited with what it
// was, and customers see the new restaurant at once (list, pickup, delivery zone, ordering).
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config";
import { type Database, migrate, openDatabase } from "../db/client";
import { prepareDatabase, createServerApp } from "../start";
import { createEmptyPgDatabase } from "../test/template";
import { TEST_NOW } from "../test/test-app";
import { ordersKit, type OrdersKit, plain } from "./orders-test-kit";

const zone: [number, number][] = [
  [69.5, 41.0],
  [69.6, 41.0],
  [69.6, 41.1],
  [69.5, 41.1],
  [69.5, 41.0],
];
const newRestaurant = (over: Record<string, unknown> = {}) => ({
  id: "angren",
  regionId: 1,
  name: { ru: "Lazzat Pizza Ангрен", en: "Lazzat Pizza Angren", uz: "Lazzat Pizza Angren" },
  address: { ru: "Ангрен, ул. Навои, 1", en: "1 Navoi Street, Angren", uz: "Angren, Navoiy ko‘chasi, 1" },
  phone: "71 200-00-77",
  longitude: 69.55,
  latitude: 41.05,
  opensAt: "09:00",
  closesAt: "02:00",
  deliveryDuration: 45,
  priceOfDelivery: 12000,
  ...over,
});
const city = { ru: "Навои", en: "Navoi", uz: "Navoiy" };

type Fields = { code: string; fields?: Record<string, string> };
type Wire = { id: string; regionId: number; name: string; zone: string | null; phone: string; starTime: string; distance?: number };

let k: OrdersKit;
beforeAll(async () => {
  k = await ordersKit();
});
afterAll(() => k.t.close());

const list = async (query = "") => (await (await k.t.get(`/api/restaurants/List?Language=3${query}`)).json()) as Wire[];
const audit = async (entity: string, id: string | number) =>
  (await (await k.call(`/audit?entity=${entity}&entityId=${id}`, "admin")).json()) as {
    action: string;
    details: Record<string, unknown>;
  }[];

describe("cities", () => {
  it("an admin adds a city; customers' city list has it; its names are audited", async () => {
    const res = await k.call("/regions", "admin", { method: "POST", body: { name: city } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBeGreaterThan(3);
    const regions = (await (await k.t.get("/api/regions?Language=3")).json()) as { id: number; name: string }[];
    expect(regions.at(-1)).toEqual({ id, name: "Navoi" });
    expect((await k.call("/regions", "manager")).status).toBe(403);
    const staffList = (await (await k.call("/regions", "admin")).json()) as { id: number; restaurants: number }[];
    expect(staffList.find((r) => r.id === id)).toMatchObject({ restaurants: 0 });
    expect(staffList.find((r) => r.id === 1)?.restaurants).toBeGreaterThan(0);
    expect(await audit("region", id)).toEqual([
      expect.objectContaining({ action: "create", details: expect.objectContaining({ name: city }) }),
    ]);

    // Renamed: one language changed, audited as was → now.
    expect((await k.call(`/regions/${id}`, "token", { method: "PATCH", body: { name: { ...city, uz: "Navoiy shahri" } } })).status).toBe(
      204,
    );
    const [renamed] = await audit("region", id);
    expect(renamed).toMatchObject({ action: "update", details: { name: { uz: "Navoiy shahri" }, was: { name: { uz: "Navoiy" } } } });
  });

  it("refuses managers before the body, bad names, taken ids and names, unknown cities", async () => {
    for (const body of [{ name: city }, { junk: true }, "not json"]) {
      const res = await k.call("/regions", "manager", { method: "POST", body });
      expect(res.status).toBe(403);
      expect(((await res.json()) as Fields).code).toBe("admin_only");
    }
    expect((await k.call("/regions/1", "manager", { method: "PATCH", body: { sort: "x" } })).status).toBe(403);
    expect((await k.call("/regions", "nobody", { method: "POST", body: { name: city } })).status).toBe(401);

    const bad = await k.call("/regions", "admin", { method: "POST", body: { name: { ru: "", en: "x\u0000" }, sort: 1.5 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as Fields).fields ?? {})).toEqual(
      expect.arrayContaining(["name.ru", "name.en", "name.uz", "sort"]),
    );
    const takenId = await k.call("/regions", "admin", {
      method: "POST",
      body: { id: 1, name: { ru: "Термез", en: "Termez", uz: "Termiz" } },
    });
    expect(takenId.status).toBe(409);
    expect(((await takenId.json()) as Fields).code).toBe("region_exists");
    const takenName = await k.call("/regions", "admin", {
      method: "POST",
      body: { name: { ru: "Термез", en: " tashkent ", uz: "Termiz" } },
    });
    expect(takenName.status).toBe(409);
    expect(((await takenName.json()) as Fields).fields).toEqual({ "name.en": "another city has this name" });
    expect((await k.call("/regions/2", "admin", { method: "PATCH", body: { name: { ru: "Ташкент", en: "S", uz: "S" } } })).status).toBe(
      409,
    );
    expect((await k.call("/regions/999", "admin", { method: "PATCH", body: { sort: 1 } })).status).toBe(404);
    expect((await k.call("/regions/x", "admin", { method: "PATCH", body: { sort: 1 } })).status).toBe(400);
    expect((await k.call("/regions/1", "admin", { method: "PATCH", body: {} })).status).toBe(400);
  });
});

describe("restaurants", () => {
  it("an admin adds a pickup-only restaurant: customers list it at once, it takes pickup orders, no deliveries", async () => {
    const before = await list(); // fills the customers' cache
    expect(before.map((r) => r.id)).not.toContain("angren-pickup");
    const res = await k.call("/restaurants", "admin", { method: "POST", body: newRestaurant({ id: "angren-pickup" }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: "angren-pickup" });

    const wire = (await list()).find((r) => r.id === "angren-pickup");
    expect(wire).toMatchObject({ name: "Lazzat Pizza Angren", zone: null, phone: "+998 71 200 00 77", starTime: "09:00", regionId: 1 });
    expect((await list()).at(-1)?.id).toBe("angren-pickup");
    const pickup = (await (
      await k.t.get("/api/restaurants/GetByLocation?longitude=69.55&latitude=41.05&orderTypeId=200&Language=3")
    ).json()) as Wire[];
    expect(pickup[0]).toMatchObject({ id: "angren-pickup", distance: 0 });
    const delivery = (await (
      await k.t.get("/api/restaurants/GetByLocation?longitude=69.55&latitude=41.05&orderTypeId=0&Language=3")
    ).json()) as Wire[];
    expect(delivery).toEqual([]);

    // The menu is the chain's: the new restaurant sells it at once (pickup), not delivery.
    const order = await k.place(200, "angren-pickup", [{ id: plain.id, count: 2, modifiers: [] }]);
    expect(order.status).toBe(201);
    const board = (await (await k.call("/orders?restaurantId=angren-pickup", "admin")).json()) as { orderId: number }[];
    expect(board.map((o) => o.orderId)).toContain(order.orderId);
    expect((await k.place(0, "angren-pickup")).status).toBe(422);

    const [created] = await audit("restaurant", "angren-pickup");
    expect(created).toMatchObject({
      action: "create",
      details: { id: "angren-pickup", zone: null, phone: "+998 71 200 00 77", isActive: true },
    });
    expect(created.details.was).toBeUndefined();
  });

  it("with a zone it delivers there; a zone removed makes it pickup only again", async () => {
    expect((await k.call("/restaurants", "token", { method: "POST", body: newRestaurant({ zone }) })).status).toBe(201);
    const inside = "/api/restaurants/GetByLocation?longitude=69.55&latitude=41.05&orderTypeId=0&Language=3";
    expect(((await (await k.t.get(inside)).json()) as Wire[]).map((r) => r.id)).toEqual(["angren"]);
    expect(JSON.parse((await list()).find((r) => r.id === "angren")?.zone ?? "null")).toEqual(zone);

    const none = await k.call("/restaurants/angren/zone", "admin", { method: "DELETE" });
    expect(none.status).toBe(204);
    expect(await (await k.t.get(inside)).json()).toEqual([]);
    expect((await audit("restaurant", "angren"))[0]).toMatchObject({ action: "zone", details: { corners: 0, zone: null } });
    expect((await k.call("/restaurants/angren/zone", "admin", { method: "PUT", body: { zone } })).status).toBe(204);
    expect(((await (await k.t.get(inside)).json()) as Wire[]).map((r) => r.id)).toEqual(["angren"]);
    expect((await k.call("/restaurants/angren/zone", "manager", { method: "DELETE" })).status).toBe(403);
    expect((await k.call("/restaurants/atlantis/zone", "admin", { method: "DELETE" })).status).toBe(404);
  });

  it("an admin changes its names, address, phone, place and city; the audit keeps what they were", async () => {
    const cities = (await (await k.call("/regions", "admin")).json()) as { id: number; name: { en: string } }[];
    const navoi = cities.find((c) => c.name.en === "Navoi")!.id;
    const patch = {
      name: { ...newRestaurant().name, en: "Lazzat Angren" },
      phone: "+998 (71) 200-00-78",
      latitude: 41.06,
      regionId: navoi,
    };
    expect((await k.call("/restaurants/angren", "admin", { method: "PATCH", body: patch })).status).toBe(204);
    expect((await list(`&RegionId=${navoi}`)).map((r) => [r.id, r.name, r.phone])).toEqual([
      ["angren", "Lazzat Angren", "+998 71 200 00 78"],
    ]);
    const [changed] = await audit("restaurant", "angren");
    expect(changed).toMatchObject({
      action: "update",
      details: {
        name: { en: "Lazzat Angren" },
        regionId: navoi,
        latitude: 41.06,
        was: { name: { en: "Lazzat Pizza Angren" }, regionId: 1, latitude: 41.05 },
      },
    });
    const bad = await k.call("/restaurants/angren", "admin", { method: "PATCH", body: { regionId: 999, longitude: 200 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as Fields).fields ?? {})).toEqual(["longitude"]);
    const noCity = await k.call("/restaurants/angren", "admin", { method: "PATCH", body: { regionId: 999 } });
    expect(noCity.status).toBe(400);
    expect(((await noCity.json()) as Fields).fields).toEqual({ regionId: "no such city" });
  });

  it("refuses managers (before the body), bad fields by name, and a taken id", async () => {
    for (const body of [newRestaurant({ id: "m1" }), { id: 5 }, []]) {
      const res = await k.call("/restaurants", "manager", { method: "POST", body });
      expect(res.status).toBe(403);
      expect(((await res.json()) as Fields).code).toBe("admin_only");
    }
    // A manager's own restaurant: hours yes, its name or a bad phone no, whatever the body holds.
    for (const body of [{ name: { ru: "x" } }, { phone: "nope", opensAt: "10:00" }]) {
      const res = await k.call("/restaurants/mirabad", "manager", { method: "PATCH", body });
      expect(res.status).toBe(403);
      expect(((await res.json()) as Fields).code).toBe("admin_only");
    }
    expect((await k.call("/restaurants", "stranger", { method: "POST", body: newRestaurant({ id: "s1" }) })).status).toBe(403);
    expect((await k.call("/restaurants", "nobody", { method: "POST", body: newRestaurant({ id: "s1" }) })).status).toBe(401);

    const bad = await k.call("/restaurants", "admin", {
      method: "POST",
      body: newRestaurant({
        id: "Angren 2",
        name: { ru: "x", en: "" },
        phone: "+7 495 000 00 00",
        longitude: 181,
        opensAt: "24:00",
        deliveryDuration: 0,
        priceOfDelivery: -1,
        zone: [
          [69.5, 41.0],
          [69.6, 41.1],
          [69.6, 41.0],
          [69.5, 41.1],
        ],
        extra: 1,
      }),
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as Fields).fields ?? {};
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(["id", "name.en", "name.uz", "phone", "longitude", "opensAt", "deliveryDuration", "priceOfDelivery", "zone"]),
    );
    expect(fields.id).toMatch(/lowercase latin letters/);
    expect(Object.values(fields).join(" ")).toMatch(/unknown field: extra/);
    const missing = await k.call("/restaurants", "admin", { method: "POST", body: { id: "x1" } });
    expect(Object.keys(((await missing.json()) as Fields).fields ?? {})).toEqual(
      expect.arrayContaining(["regionId", "name", "address", "phone", "longitude", "latitude", "opensAt", "closesAt"]),
    );
    const noCity = await k.call("/restaurants", "admin", { method: "POST", body: newRestaurant({ id: "x2", regionId: 999 }) });
    expect(noCity.status).toBe(400);
    expect(((await noCity.json()) as Fields).fields).toEqual({ regionId: "no such city" });

    const taken = await k.call("/restaurants", "admin", { method: "POST", body: newRestaurant({ id: "mirabad" }) });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Fields).code).toBe("restaurant_exists");
    expect((await list()).filter((r) => r.id === "mirabad")).toHaveLength(1);
  });
});

describe("a production start's empty store", () => {
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      const empty = await createEmptyPgDatabase(url);
      drop = empty.drop;
      database = await prepareDatabase(loadConfig({ DATABASE_URL: empty.url, SEED_DEMO: "false" }));
    } else {
      database = await openDatabase({ databaseUrl: null, pgliteDir: null });
      await migrate(database);
    }
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it("gets its first city and restaurant through the operator API, and customers see them", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      DIST_DIR: inject("fixtureDist"),
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      OPERATOR_TOKEN: "first-day-token",
    });
    const app = await createServerApp(config, database, { clock: () => TEST_NOW });
    const op = (path: string, body: unknown) =>
      app.request(`/api/operator${path}`, {
        method: "POST",
        headers: { Authorization: "Bearer first-day-token", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await (await app.request("/api/restaurants/List?Language=3")).json()).toEqual([]);
    const made = await op("/regions", { name: { ru: "Ташкент", en: "Tashkent", uz: "Toshkent" } });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect(id).toBe(1);
    expect((await op("/restaurants", newRestaurant({ regionId: id, zone }))).status).toBe(201);
    expect(await (await app.request("/api/regions?Language=3")).json()).toEqual([{ id: 1, name: "Tashkent" }]);
    const listed = (await (await app.request("/api/restaurants/List?Language=3")).json()) as Wire[];
    expect(listed.map((r) => r.id)).toEqual(["angren"]);
  });
});
