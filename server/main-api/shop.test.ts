import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";
import { folders, products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async (url: string) => {
  const res = await t.get(url);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

describe("GET /api/shop", () => {
  it("returns the wire's menu fields for the default restaurant", async () => {
    const { status, body } = await json("/api/shop");
    expect(status).toBe(200);
    for (const key of [
      "folders",
      "products",
      "productsForCart",
      "restId",
      "starTime",
      "endTime",
      "deliveryDuration",
      "priceOfDelivery",
      "error",
    ]) {
      expect(body).toHaveProperty(key);
    }
    const firstActive = restaurants.find((r) => r.regionId === 1 && r.isActive)!;
    expect(body.restId).toBe(firstActive.id);
    expect(body.starTime).toMatch(/^\d\d:\d\d$/);
    expect(body.error).toBeNull();
    expect(body.products).toHaveLength(products.length);
    expect(body.folders.map((f: { id: number }) => f.id)).toEqual(folders.map((f) => f.id));
    const product = body.products[0];
    expect(product).toMatchObject({ id: products[0].id, parentId: products[0].folderId, price: products[0].price });
  });

  it("speaks the language asked for: Language=3 is English, 1 Uzbek, none Russian", async () => {
    const en = await json("/api/shop?Language=3");
    const uz = await json("/api/shop?Language=1");
    const ru = await json("/api/shop");
    expect(en.body.products[0].name).toBe(products[0].name.en);
    expect(uz.body.products[0].name).toBe(products[0].name.uz);
    expect(ru.body.products[0].name).toBe(products[0].name.ru);
    expect(en.body.folders[0].name).toBe(folders[0].name.en);
  });

  it("gives productsForCart with modifiers, required ones counted once", async () => {
    const { body } = await json("/api/shop");
    const withRequired = products.find((p) => p.modifiers.some((m) => m.isRequired))!;
    const entry = body.productsForCart.find((p: { id: string }) => p.id === withRequired.id);
    expect(entry.price).toBe(withRequired.price);
    for (const m of entry.modifiers) {
      const seeded = withRequired.modifiers.find((s) => s.id === m.id)!;
      expect(m).toMatchObject({
        isRequired: seeded.isRequired,
        isDefault: seeded.isDefault,
        maxOneDish: seeded.maxOneDish,
        price: seeded.price,
      });
      expect(m.count).toBe(seeded.isRequired ? 1 : 0);
    }
  });

  it("marks the restaurant's stop-list", async () => {
    const entry = stopList[0];
    const { body } = await json(`/api/shop?RestaurantId=${entry.restaurantId}`);
    expect(body.restId).toBe(entry.restaurantId);
    const stopped: string[] = body.products.filter((p: { inStopList: boolean }) => p.inStopList).map((p: { id: string }) => p.id);
    const expected = stopList.filter((s) => s.restaurantId === entry.restaurantId).map((s) => s.productId);
    expect(stopped.sort()).toEqual(expected.sort());
    const other = restaurants.find((r) => r.isActive && !stopList.some((s) => s.restaurantId === r.id))!;
    const otherMenu = await json(`/api/shop?RestaurantId=${other.id}`);
    expect(otherMenu.body.products.some((p: { inStopList: boolean }) => p.inStopList)).toBe(false);
  });

  it("picks the restaurant whose zone holds the delivery point", async () => {
    const target = restaurants.find((r) => r.isActive && r.zone && r.id !== restaurants[0].id)!;
    const { body } = await json(`/api/shop?Longitude=${target.longitude}&Latitude=${target.latitude}&OrderTypeId=0`);
    expect(body.restId).toBe(target.id);
    expect(body.priceOfDelivery).toBe(target.priceOfDelivery);
    expect(body.error).toBeNull();
  });

  it("says so in `error` when nobody delivers to the point", async () => {
    const { status, body } = await json("/api/shop?Longitude=69.0&Latitude=41.0&OrderTypeId=0&RegionId=1&Language=3");
    expect(status).toBe(200);
    expect(body.error).toBe("We do not deliver to this address yet");
    expect((await json("/api/shop?Longitude=69.0&Latitude=41.0&OrderTypeId=0&RegionId=1")).body.error).toBe(
      "Мы пока не доставляем по этому адресу",
    );
  });

  it.each([
    ["Language=7", "Language"],
    ["Language=en", "Language"],
    ["Longitude=abc", "Longitude"],
    ["Latitude=91", "Latitude"],
    ["OrderTypeId=5", "OrderTypeId"],
    ["RegionId=-1", "RegionId"],
    ["RegionId=999", "RegionId"],
    ["RestaurantId=nowhere", "RestaurantId"],
  ])("refuses %s with a 400 naming %s", async (query, name) => {
    const { status, body } = await json(`/api/shop?${query}`);
    expect(status).toBe(400);
    expect(typeof body.code).toBe("string");
    expect(body.error).toContain(name);
  });

  it("refuses a forged token with 401 and accepts one from /api/token", async () => {
    const forged = await t.get("/api/shop", { headers: { Authorization: "Bearer abc.def" } });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe("invalid_token");
    const { token } = (await (await t.get("/api/token")).json()) as { token: string };
    const ok = await t.get("/api/shop", { headers: { Authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
  });

  it("answers in gzip or brotli when the client accepts it, with the same menu", async () => {
    const plain = await (await t.get("/api/shop?Language=3")).text();
    for (const encoding of ["gzip", "br"]) {
      const res = await t.get("/api/shop?Language=3", { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(plain.length / 3);
      expect((encoding === "gzip" ? gunzipSync(bytes) : brotliDecompressSync(bytes)).toString()).toBe(plain);
    }
  });
});

describe("compression of other API answers", () => {
  it("gzips JSON for clients that accept it and leaves it plain for others", async () => {
    const plain = await t.get("/api/regions");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    const text = await plain.text();
    const gz = await t.get("/api/regions", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });
});
