import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folders, products } from "../db/schema";
import { DEMO_ADMIN_PHONE, DEMO_MANAGER_PHONE } from "../db/seed/staff";
import { createTestApp } from "../test/test-app";

type Link = { kind: "folder" | "tag"; id: string; name: string; telegram: string | null; web: string };
let t: Awaited<ReturnType<typeof createTestApp>>;
let bare: Awaited<ReturnType<typeof createTestApp>>;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({ TELEGRAM_BOT_NAME: "lazzat_bot", TELEGRAM_APP_NAME: "menu", PUBLIC_URL: "https://pizza.example.uz" });
  bare = await createTestApp();
  admin = (await t.signIn(DEMO_ADMIN_PHONE)).cookie;
  manager = (await t.signIn(DEMO_MANAGER_PHONE)).cookie;
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const links = async (app: typeof t, cookie: string | null, query = "") => {
  const res = await app.app.request(`/api/operator/links${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Link[]) : [] };
};

describe("deep links", () => {
  it("links every visible folder for the bot and the site, in the language asked", async () => {
    const { body } = await links(t, admin, "?Language=3");
    const rows = await t.database.db.select().from(folders).where(eq(folders.isVisible, true));
    const linked = body.filter((l) => l.kind === "folder");
    expect(linked.map((l) => l.id).sort()).toEqual(rows.map((f) => String(f.id)).sort());
    const first = rows[0];
    expect(linked.find((l) => l.id === String(first.id))).toEqual({
      kind: "folder",
      id: String(first.id),
      name: first.name.en,
      telegram: `https://t.me/lazzat_bot/menu?startapp=folder-${first.id}`,
      web: `https://pizza.example.uz/en#${first.id}`,
    });
    // The start parameter has the form the mini-app reads (src/telegram/start-params.ts: folder-<digits>).
    for (const l of linked) expect(new URL(l.telegram ?? "").searchParams.get("startapp")).toMatch(/^folder-\d{1,9}$/);
  });

  it("links every tag of the active products, Russian by default", async () => {
    const { body } = await links(t, manager);
    const tags = body.filter((l) => l.kind === "tag");
    expect(tags.map((l) => l.id)).toEqual(expect.arrayContaining(["hit", "halal", "new"]));
    const hit = tags.find((l) => l.id === "hit");
    expect(hit).toMatchObject({ telegram: "https://t.me/lazzat_bot/menu?startapp=tag-hit", web: "https://pizza.example.uz/?tag=hit" });
    for (const l of tags) expect(new URL(l.telegram ?? "").searchParams.get("startapp")).toMatch(/^tag-[a-z0-9_-]{1,40}$/);
  });

  it("leaves out hidden folders and tags only inactive products carry", async () => {
    const [folder] = await t.database.db.select().from(folders).limit(1);
    const [product] = await t.database.db.select().from(products).limit(1);
    await t.database.db.update(folders).set({ isVisible: false }).where(eq(folders.id, folder.id));
    await t.database.db
      .update(products)
      .set({ tags: ["only-hidden"], isActive: false })
      .where(eq(products.id, product.id));
    const { body } = await links(t, admin);
    expect(body.map((l) => l.id)).not.toContain(String(folder.id));
    expect(body.map((l) => l.id)).not.toContain("only-hidden");
    await t.database.db.update(folders).set({ isVisible: true }).where(eq(folders.id, folder.id));
  });

  it("has no Telegram links without the bot's and the app's names, and site paths without PUBLIC_URL", async () => {
    const bareAdmin = (await bare.signIn(DEMO_ADMIN_PHONE)).cookie;
    const { body } = await links(bare, bareAdmin, "?Language=1");
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((l) => l.telegram === null)).toBe(true);
    expect(body.find((l) => l.kind === "folder")?.web).toMatch(/^\/uz#\d+$/);
  });

  it("is for staff only, and checks the language", async () => {
    const customer = (await t.signIn("+998901000033")).cookie;
    expect((await links(t, customer)).status).toBe(403);
    expect((await links(t, null)).status).toBe(401);
    expect((await links(t, admin, "?Language=9")).status).toBe(400);
  });
});
