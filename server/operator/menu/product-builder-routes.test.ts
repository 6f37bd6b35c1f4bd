// The console's pizza builder fields through the operator API (PGlite): a product's variants,
// ingredients, halves and modifier groups are checked, saved, audited and served by GET /api/shop;
// a modifier's group is one of its product's; the chain's half pricing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuTestApp } from "./test-support";

let s: Awaited<ReturnType<typeof menuTestApp>>;
beforeAll(async () => {
  s = await menuTestApp();
});
afterAll(() => s.t.close());

const L = (ru: string, en: string, uz: string) => ({ ru, en, uz });
const variant = (sizeId: string, doughId: string | null, price: number, isDefault = false) => ({
  sizeId,
  size: L(`${sizeId} см`, `${sizeId} cm`, `${sizeId} sm`),
  doughId,
  dough: doughId ? L(`тесто ${doughId}`, `${doughId} dough`, `${doughId} xamir`) : null,
  price,
  portion: L("500 г", "500 g", "500 g"),
  imageScale: 0.8,
  isDefault,
});
const VARIANTS = [variant("25", "classic", 52000), variant("30", "classic", 68000, true), variant("30", "thin", 70000)];
const INGREDIENTS = [
  { id: "onion", name: L("Лук", "Onion", "Piyoz"), removable: true },
  { id: "cheese", name: L("Сыр", "Cheese", "Pishloq"), removable: false },
];
const GROUPS = [{ id: "sauce", name: L("Соус", "Sauce", "Sous"), min: 0, max: 1 }];

interface ShopProduct {
  id: string;
  price: number;
  variants: { id: string; size: string; dough: string | null; price: number; isDefault: boolean }[];
  ingredients: { id: string; name: string; removable: boolean }[];
  halvesAllowed: boolean;
}
interface Shop {
  products: ShopProduct[];
  productsForCart: {
    id: string;
    groups: { id: string; name: string; min: number; max: number }[];
    modifiers: { id: string; groupId: string | null }[];
  }[];
  halfPricing: string;
}
const shop = async (query = "?Language=3") => (await (await s.t.get(`/api/shop${query}`)).json()) as Shop;
const patch = (id: string, body: unknown) => s.call(`/products/${id}`, s.admin, { method: "PATCH", body });
const readMenu = async () => (await (await s.call("/menu", s.admin)).json()) as { products: any[]; halfPricing: string };

async function newProduct(extra: object = {}) {
  const res = await s.call("/products", s.admin, {
    method: "POST",
    body: { folderId: 1, name: L("Тест", "Builder test", "Test"), description: L("", "", ""), price: 1000, ...extra },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("a product's variants, ingredients, halves and groups", () => {
  it("are saved whole, read back by the editor, served by /api/shop, and the price follows the default variant", async () => {
    const id = await newProduct();
    const res = await patch(id, { variants: VARIANTS, ingredients: INGREDIENTS, halvesAllowed: true, modifierGroups: GROUPS });
    expect(res.status).toBe(204);
    const edited = (await readMenu()).products.find((p) => p.id === id);
    expect(edited).toMatchObject({
      variants: VARIANTS,
      ingredients: INGREDIENTS,
      halvesAllowed: true,
      modifierGroups: GROUPS,
      price: 68000,
    });
    const served = (await shop()).products.find((p) => p.id === id);
    expect(served?.price).toBe(68000);
    expect(served?.halvesAllowed).toBe(true);
    expect(served?.variants.map((v) => [v.id, v.size, v.dough, v.price, v.isDefault])).toEqual([
      ["25/classic", "25 cm", "classic dough", 52000, false],
      ["30/classic", "30 cm", "classic dough", 68000, true],
      ["30/thin", "30 cm", "thin dough", 70000, false],
    ]);
    expect(served?.ingredients).toEqual([
      { id: "onion", name: "Onion", removable: true },
      { id: "cheese", name: "Cheese", removable: false },
    ]);
    expect((await shop()).productsForCart.find((p) => p.id === id)?.groups).toEqual([{ id: "sauce", name: "Sauce", min: 0, max: 1 }]);

    // A price other than the default variant's is refused while it has variants; dropping them frees it.
    const refused = await patch(id, { price: 99000 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { price: expect.stringContaining("68000") } });
    expect((await patch(id, { price: 68000, halvesAllowed: false })).status).toBe(204);
    expect((await shop()).products.find((p) => p.id === id)?.price).toBe(68000);
    // None marked default: the first one's.
    expect((await patch(id, { variants: [variant("35", null, 81000), variant("25", null, 50000)] })).status).toBe(204);
    const two = (await shop()).products.find((p) => p.id === id);
    expect([two?.price, two?.variants.map((v) => [v.id, v.price])]).toEqual([
      81000,
      [
        ["35", 81000],
        ["25", 50000],
      ],
    ]);
    expect((await patch(id, { variants: [], price: 45000 })).status).toBe(204);
    const plain = (await shop()).products.find((p) => p.id === id);
    expect([plain?.price, plain?.variants]).toEqual([45000, []]);

    const audit = (await (await s.call(`/audit?entity=product&entityId=${id}`, s.admin)).json()) as { action: string; details: any }[];
    const first = audit.find((a) => a.details.variants?.length === 3);
    expect(first?.details).toMatchObject({ halvesAllowed: true, price: 68000, was: { variants: [], halvesAllowed: false, price: 1000 } });
  });

  it("a new product may come with variants: its price is the default one's", async () => {
    const variants = [variant("25", null, 48000), variant("30", null, 61000, true), variant("35", null, 73000)];
    const res = await s.call("/products", s.admin, {
      method: "POST",
      body: { folderId: 1, name: L("Тест", "Builder test", "Test"), description: L("", "", ""), price: 1000, variants },
    });
    expect([res.status, ((await res.json()) as { fields: unknown }).fields]).toEqual([400, { price: expect.stringContaining("61000") }]);
    const id = await newProduct({ price: 61000, variants, ingredients: INGREDIENTS });
    const served = (await shop()).products.find((p) => p.id === id);
    expect([served?.price, served?.variants.length, served?.ingredients.length]).toEqual([61000, 3, 2]);
  });

  it("refuses what cannot be sold, naming the row's field, and changes nothing", async () => {
    const id = await newProduct();
    const cases: [unknown, string][] = [
      [{ variants: [variant("30", "thin", 1000), variant("30", "thin", 2000)] }, "variants.1.sizeId"],
      [{ variants: [variant("30", null, 1000), variant("30", null, 2000)] }, "variants.1.sizeId"],
      [{ variants: [variant("30", null, 0)] }, "variants.0.price"],
      [{ variants: [variant("30", null, 10.5)] }, "variants.0.price"],
      [{ variants: [variant("30", null, 1000, true), variant("35", null, 2000, true)] }, "variants.1.isDefault"],
      [{ variants: [variant("30 cm", null, 1000)] }, "variants.0.sizeId"],
      [{ variants: [variant("30", "Thin", 1000)] }, "variants.0.doughId"],
      [{ variants: [{ ...variant("30", "thin", 1000), dough: null }] }, "variants.0.dough"],
      [{ variants: [{ ...variant("30", null, 1000), imageScale: 2 }] }, "variants.0.imageScale"],
      [{ variants: [{ ...variant("30", null, 1000), size: L("30", "", "30") }] }, "variants.0.size.en"],
      [{ variants: [null] }, "variants.0"],
      [{ ingredients: [INGREDIENTS[0], { ...INGREDIENTS[1], id: "onion" }] }, "ingredients.1.id"],
      [{ ingredients: [{ ...INGREDIENTS[0], id: "без-лука" }] }, "ingredients.0.id"],
      [{ modifierGroups: [{ ...GROUPS[0], min: 2, max: 1 }] }, "modifierGroups.0.min"],
      [{ modifierGroups: [{ ...GROUPS[0], min: 0, max: 0 }] }, "modifierGroups.0.max"],
      [{ modifierGroups: [GROUPS[0], GROUPS[0]] }, "modifierGroups.1.id"],
      [{ halvesAllowed: "yes" }, "halvesAllowed"],
    ];
    for (const [body, field] of cases) {
      const res = await patch(id, body);
      expect([field, res.status]).toEqual([field, 400]);
      const answer = (await res.json()) as { code: string; fields: Record<string, string> };
      expect([field, answer.code, Object.keys(answer.fields)]).toEqual([field, "invalid_parameters", expect.arrayContaining([field])]);
    }
    const kept = (await readMenu()).products.find((p) => p.id === id);
    expect([kept.variants, kept.ingredients, kept.modifierGroups, kept.halvesAllowed, kept.price]).toEqual([[], [], [], false, 1000]);
  });

  it("a modifier's group is one of its product's, and a group with modifiers cannot be left out", async () => {
    const menu = await readMenu();
    const product = menu.products.find((p) => p.modifiers.length > 0);
    const modifier = product.modifiers[0];
    const setGroup = (groupId: string | null) => s.call(`/modifiers/${modifier.id}`, s.admin, { method: "PATCH", body: { groupId } });

    let res = await setGroup("sauce");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { groupId: expect.any(String) } });
    expect((await setGroup("Sauce!")).status).toBe(400);

    expect((await patch(product.id, { modifierGroups: GROUPS })).status).toBe(204);
    expect((await setGroup("sauce")).status).toBe(204);
    const cart = (await shop()).productsForCart.find((p) => p.id === product.id);
    expect(cart?.modifiers.find((m) => m.id === modifier.id)?.groupId).toBe("sauce");
    expect((await readMenu()).products.find((p) => p.id === product.id).modifiers.find((m: any) => m.id === modifier.id).groupId).toBe(
      "sauce",
    );

    res = await patch(product.id, { modifierGroups: [] });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { modifierGroups: expect.stringContaining("sauce") } });
    expect((await setGroup(null)).status).toBe(204);
    expect((await patch(product.id, { modifierGroups: [] })).status).toBe(204);

    const audit = (await (await s.call(`/audit?entity=modifier&entityId=${modifier.id}`, s.admin)).json()) as { details: any }[];
    expect(audit.map((a) => a.details.groupId)).toEqual(expect.arrayContaining(["sauce", null]));
  });
});

describe("the chain's half pricing", () => {
  it("is read by the editor, changed by an admin (audited), and served by /api/shop", async () => {
    expect((await readMenu()).halfPricing).toBe("dearer");
    expect((await shop()).halfPricing).toBe("dearer");
    const change = (cookie: string, body: unknown) => s.call("/menu", cookie, { method: "PATCH", body });
    expect((await change(s.manager, { halfPricing: "average" })).status).toBe(403);
    for (const body of [{ halfPricing: "cheaper" }, {}, { halfPricing: "average", other: 1 }]) {
      const res = await change(s.admin, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_parameters" });
    }
    expect((await change(s.admin, { halfPricing: "average" })).status).toBe(204);
    expect((await readMenu()).halfPricing).toBe("average");
    expect((await shop()).halfPricing).toBe("average");
    const [entry] = (await (await s.call("/audit?entity=menu&entityId=settings", s.admin)).json()) as { details: any }[];
    expect(entry.details).toEqual({ halfPricing: "average", was: { halfPricing: "dearer" } });
  });
});
