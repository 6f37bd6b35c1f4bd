import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folders, products } from "../../db/seed/menu";
import { setModifierStopped } from "../../orders/stop-list";
import { menuTestApp } from "./test-support";

let s: Awaited<ReturnType<typeof menuTestApp>>;
beforeAll(async () => {
  s = await menuTestApp();
});
afterAll(() => s.t.close());

const L = (ru: string, en: string, uz: string) => ({ ru, en, uz });
const margherita = products.find((p) => p.id === "margherita") ?? products[0];

describe("who may edit the menu", () => {
  const writes: [string, string, unknown][] = [
    ["PATCH", "/folders/1", { sort: 5 }],
    ["POST", "/folders", { name: L("Новое", "New", "Yangi") }],
    ["PATCH", `/products/${margherita.id}`, { price: 1000 }],
    ["POST", "/products", { folderId: 1, name: L("a", "b", "c"), description: L("", "", ""), price: 1000 }],
    ["PATCH", `/modifiers/${margherita.modifiers[0]?.id}`, { price: 1000 }],
  ];
  it("refuses a manager (403 admin_only), a customer (403 not_staff) and nobody (401), and changes nothing", async () => {
    for (const [who, status, code] of [
      [s.manager, 403, "admin_only"],
      [s.stranger, 403, "not_staff"],
      [null, 401, "staff_sign_in_required"],
    ] as const) {
      const read = await s.call("/menu", who);
      expect(read.status).toBe(status);
      for (const [method, path, body] of writes) {
        const res = await s.call(path, who, { method, body });
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(await res.json()).toMatchObject({ code });
      }
    }
    const upload = await s.upload(margherita.id, s.manager, new Blob([new Uint8Array(10)]));
    expect(upload.status).toBe(403);
    const menu = (await (await s.call("/menu", s.admin)).json()) as { folders: unknown[]; products: { id: string; price: number }[] };
    expect(menu.folders).toHaveLength(folders.length);
    expect(menu.products.find((p) => p.id === margherita.id)?.price).toBe(margherita.price);
  });
});

describe("GET /api/operator/menu", () => {
  it("gives the editor every folder, product and modifier in all three languages", async () => {
    const res = await s.call("/menu", null, { bearer: "op-secret" });
    expect(res.status).toBe(200);
    const menu = (await res.json()) as { folders: any[]; products: any[] };
    expect(menu.folders[0]).toEqual({ id: 1, name: folders[0].name, sort: expect.any(Number), isVisible: true });
    const p = menu.products.find((x) => x.id === margherita.id);
    expect(p).toMatchObject({
      name: margherita.name,
      description: margherita.description,
      price: margherita.price,
      isActive: true,
      image: null,
    });
    expect(p.modifiers.map((m: { id: string }) => m.id).sort()).toEqual(margherita.modifiers.map((m) => m.id).sort());
  });
});

describe("editing folders", () => {
  it("hides a folder: it and its products leave the storefront's menu at once, and come back", async () => {
    const folder = folders[2];
    const inFolder = products.filter((p) => p.folderId === folder.id).map((p) => p.id);
    expect((await s.shop()).products.some((p) => inFolder.includes(p.id))).toBe(true);
    expect((await s.call(`/folders/${folder.id}`, s.admin, { method: "PATCH", body: { isVisible: false } })).status).toBe(204);
    const hidden = await s.shop();
    expect(hidden.folders.map((f) => f.id)).not.toContain(folder.id);
    expect(hidden.products.filter((p) => inFolder.includes(p.id))).toEqual([]);
    expect(hidden.productsForCart.filter((p) => inFolder.includes(p.id))).toEqual([]);
    // The editor still lists it, marked hidden.
    const menu = (await (await s.call("/menu", s.admin)).json()) as { folders: { id: number; isVisible: boolean }[] };
    expect(menu.folders.find((f) => f.id === folder.id)?.isVisible).toBe(false);
    await s.call(`/folders/${folder.id}`, s.admin, {
      method: "PATCH",
      body: { isVisible: true, name: L("Закуски!", "Snacks!", "Gazaklar!") },
    });
    expect((await s.shop("?Language=3")).folders.find((f) => f.id === folder.id)?.name).toBe("Snacks!");
    const audit = (await (await s.call(`/audit?entity=folder&entityId=${folder.id}`, s.admin)).json()) as { action: string }[];
    expect(audit).toHaveLength(2);
  });

  it("adds a folder after the others; it shows once it holds a product", async () => {
    const res = await s.call("/folders", s.admin, { method: "POST", body: { name: L("Супы", "Soups", "Sho'rvalar") } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBeGreaterThan(Math.max(...folders.map((f) => f.id)));
    const body = {
      folderId: id,
      name: L("Борщ", "Borscht", "Borsh"),
      description: L("Со сметаной", "With sour cream", "Smetana bilan"),
      price: 32000,
    };
    const added = await s.call("/products", s.admin, { method: "POST", body });
    expect(added.status).toBe(201);
    const { id: productId } = (await added.json()) as { id: string };
    expect(productId).toMatch(/^borscht-[0-9a-f]{6}$/);
    const shop = await s.shop("?Language=3");
    expect(shop.folders.at(-1)).toEqual({ id, name: "Soups" });
    expect(shop.products.find((p) => p.id === productId)).toMatchObject({ parentId: id, name: "Borscht", price: 32000, image: null });
  });

  it("refuses bad folder bodies and unknown folders", async () => {
    for (const body of [{}, { name: { ru: "A", en: "B" } }, { name: L("A", "", "C") }, { sort: 1.5 }, { isVisible: "no" }, { nmae: 1 }]) {
      const res = await s.call("/folders/1", s.admin, { method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await s.call("/folders/999999", s.admin, { method: "PATCH", body: { sort: 1 } })).status).toBe(404);
    expect((await s.call("/folders/abc", s.admin, { method: "PATCH", body: { sort: 1 } })).status).toBe(400);
  });
});

describe("editing products and modifiers", () => {
  it("changes a price: the storefront shows it at once, and the audit says what it was", async () => {
    // A product sold one way (a product with variants costs its default variant's price: product-builder-routes.test.ts).
    const menu = (await (await s.call("/menu", s.admin)).json()) as { products: { id: string; price: number; variants: unknown[] }[] };
    const plain = menu.products.find((p) => p.variants.length === 0);
    if (!plain) throw new Error("the demo menu has no product without variants");
    const res = await s.call(`/products/${plain.id}`, s.admin, { method: "PATCH", body: { price: 77000 } });
    expect(res.status).toBe(204);
    expect((await s.shop()).products.find((p) => p.id === plain.id)?.price).toBe(77000);
    const [entry] = (await (await s.call(`/audit?entity=product&entityId=${plain.id}`, s.admin)).json()) as { details: any }[];
    expect(entry.details).toEqual({ price: 77000, was: { price: plain.price } });
  });

  it("takes an inactive product out of the storefront's menu, but not the editor's", async () => {
    const id = products[1].id;
    await s.call(`/products/${id}`, s.admin, { method: "PATCH", body: { isActive: false } });
    expect((await s.shop()).products.map((p) => p.id)).not.toContain(id);
    const menu = (await (await s.call("/menu", s.admin)).json()) as { products: { id: string; isActive: boolean }[] };
    expect(menu.products.find((p) => p.id === id)?.isActive).toBe(false);
    await s.call(`/products/${id}`, s.admin, { method: "PATCH", body: { isActive: true } });
  });

  it("refuses bad product bodies", async () => {
    const bad = [
      {},
      { price: 0 },
      { price: -5 },
      { price: 12.5 },
      { price: 1e12 },
      { price: "1000" },
      { name: { ru: "A", en: "B" } },
      { name: L("A\u0000", "B", "C") },
      { name: L("A\u202e", "B", "C") },
      { name: L("x".repeat(101), "B", "C") },
      { description: L("x".repeat(1001), "", "") },
      { tags: ["Hot Stuff"] },
      { tags: ["hit", "hit"] },
      { tags: "hit" },
      { folderId: 999999 },
      { isActive: 1 },
      { imageId: "x" },
    ];
    for (const body of bad) {
      const res = await s.call(`/products/${margherita.id}`, s.admin, { method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_parameters" });
    }
    expect((await s.call("/products/no-such-product", s.admin, { method: "PATCH", body: { price: 1000 } })).status).toBe(404);
    expect((await s.call("/products", s.admin, { method: "POST", body: { name: L("a", "b", "c"), price: 1000 } })).status).toBe(400);
  });

  it("changes a modifier's price and name, shown in the storefront's cart data", async () => {
    const modifier = margherita.modifiers.find((m) => !m.isRequired) ?? margherita.modifiers[0];
    const res = await s.call(`/modifiers/${modifier.id}`, s.admin, {
      method: "PATCH",
      body: { price: 4321, name: L("Сыр+", "Cheese+", "Pishloq+") },
    });
    expect(res.status).toBe(204);
    const line = (await s.shop()).productsForCart.find((p) => p.id === margherita.id);
    expect(line?.modifiers.find((m) => m.id === modifier.id)).toMatchObject({ price: 4321, name: "Сыр+", inStopList: false });
    for (const body of [{}, { price: -1 }, { isDefault: "yes" }, { name: L("", "", "") }]) {
      expect((await s.call(`/modifiers/${modifier.id}`, s.admin, { method: "PATCH", body })).status).toBe(400);
    }
    expect((await s.call("/modifiers/nope", s.admin, { method: "PATCH", body: { price: 1 } })).status).toBe(404);
  });
});

describe("modifiers in the storefront's menu", () => {
  it("say which are on the chosen restaurant's stop-list", async () => {
    const modifier = margherita.modifiers[0];
    await setModifierStopped(s.t.database.db, "mirabad", modifier.id, true);
    const inStopList = async (restaurant: string) =>
      (await s.shop(`?RestaurantId=${restaurant}&Language=3`)).productsForCart
        .find((p) => p.id === margherita.id)
        ?.modifiers.find((m) => m.id === modifier.id)?.inStopList;
    expect(await inStopList("mirabad")).toBe(true);
    expect(await inStopList("chilanzar")).toBe(false);
  });
});
