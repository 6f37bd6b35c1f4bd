import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { restaurants } from "../db/seed/restaurants";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Dto = { id: string; longitude: string; latitude: string; zone: string | null; isActive: boolean; distance?: number };
const json = async (url: string) => {
  const res = await t.get(url);
  return { status: res.status, body: (await res.json()) as any };
};

describe("GET /api/regions", () => {
  it("lists the cities in the language asked for", async () => {
    const { status, body } = await json("/api/regions?Language=3");
    expect(status).toBe(200);
    expect(body[0]).toEqual({ id: 1, name: "Tashkent" });
    expect(body.length).toBeGreaterThanOrEqual(2);
  });
});

describe("GET /api/restaurants/List", () => {
  it("lists every restaurant with string coordinates and zone text in [lon, lat] order", async () => {
    const { status, body } = await json("/api/restaurants/List?Language=3");
    expect(status).toBe(200);
    expect(body).toHaveLength(restaurants.length);
    const first = body[0] as Dto;
    const seeded = restaurants.find((r) => r.id === first.id)!;
    expect(first.longitude).toBe(String(seeded.longitude));
    expect(typeof first.latitude).toBe("string");
    expect(JSON.parse(first.zone!)).toEqual(seeded.zone);
    expect(body.filter((r: Dto) => !r.isActive).length).toBeGreaterThanOrEqual(1);
  });

  it("gives a temporarily closed restaurant its note in the asked language, and the open ones none", async () => {
    const closed = restaurants.find((r) => !r.isActive && r.closedNote)!;
    for (const [code, lang] of [
      [1, "uz"],
      [2, "ru"],
      [3, "en"],
    ] as const) {
      const { body } = await json(`/api/restaurants/List?Language=${code}`);
      expect(body.find((r: Dto) => r.id === closed.id).closedNote).toBe(closed.closedNote![lang]);
      expect(body.filter((r: Dto) => r.isActive).every((r: { closedNote: unknown }) => r.closedNote === null)).toBe(true);
    }
  });

  it("answers in brotli for clients that accept it, with the same list", async () => {
    const plain = await (await t.get("/api/restaurants/List?Language=1")).text();
    const res = await t.get("/api/restaurants/List?Language=1", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain);
  });

  it("filters by region", async () => {
    const { body } = await json("/api/restaurants/List?RegionId=2");
    expect(body.length).toBe(restaurants.filter((r) => r.regionId === 2).length);
  });
});

describe("GET /api/restaurants/GetByLocation", () => {
  const delivering = restaurants.filter((r) => r.isActive && r.zone);

  it.each(delivering.map((r) => [r.id, r] as const))("finds %s for a point inside its zone", async (id, r) => {
    const { status, body } = await json(`/api/restaurants/GetByLocation?latitude=${r.latitude}&longitude=${r.longitude}&orderTypeId=0`);
    expect(status).toBe(200);
    expect(body.map((x: Dto) => x.id)).toEqual([id]);
  });

  it("finds a restaurant for a point on its zone's border", async () => {
    const r = delivering[0];
    const [a, b] = r.zone!;
    const [lon, lat] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const { body } = await json(`/api/restaurants/GetByLocation?latitude=${lat}&longitude=${lon}&orderTypeId=0`);
    expect(body.map((x: Dto) => x.id)).toContain(r.id);
  });

  it("finds nobody for a point outside every zone", async () => {
    const { status, body } = await json("/api/restaurants/GetByLocation?latitude=41.0&longitude=69.0&orderTypeId=0");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("never offers an inactive restaurant, even inside its zone", async () => {
    const inactive = restaurants.find((r) => !r.isActive && r.zone)!;
    const { body } = await json(
      `/api/restaurants/GetByLocation?latitude=${inactive.latitude}&longitude=${inactive.longitude}&orderTypeId=0`,
    );
    expect(body.map((x: Dto) => x.id)).not.toContain(inactive.id);
  });

  it("lists active restaurants nearest first for pickup", async () => {
    const r = delivering[1];
    const { body } = await json(
      `/api/restaurants/GetByLocation?latitude=${r.latitude}&longitude=${r.longitude}&orderTypeId=200&regionId=${r.regionId}`,
    );
    expect(body[0].id).toBe(r.id);
    const distances = body.map((x: Dto) => x.distance!);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
    expect(body.every((x: Dto) => x.isActive)).toBe(true);
  });

  it.each([
    ["longitude=69.2", "latitude"],
    ["latitude=41.3", "longitude"],
    ["latitude=100&longitude=69.2", "latitude"],
    ["latitude=41.3&longitude=x", "longitude"],
    ["latitude=41.3&longitude=69.2&orderTypeId=1", "orderTypeId"],
    ["latitude=41.3&longitude=69.2&regionId=999", "regionId"],
  ])("refuses %s with a 400 naming %s", async (query, name) => {
    const { status, body } = await json(`/api/restaurants/GetByLocation?${query}`);
    expect(status).toBe(400);
    expect(body.error).toContain(name);
    expect(typeof body.code).toBe("string");
  });
});
