import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news as newsTable } from "../db/schema";
import { news, promotions } from "../db/seed/content";
import { createTestApp } from "../test/test-app";
import { sanitizeLocalized } from "../rich-text/sanitize";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async (url: string) => {
  const res = await t.get(url);
  return { status: res.status, body: (await res.json()) as any };
};

describe("news", () => {
  it("lists newest first with paging, in the language asked for", async () => {
    const { status, body } = await json("/api/news?Language=3&skip=0&take=2");
    expect(status).toBe(200);
    expect(body.total).toBe(news.length);
    expect(body.items).toHaveLength(2);
    const newest = [...news].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
    expect(body.items[0]).toMatchObject({ id: newest.id, title: newest.title.en, imageUrl: newest.imageUrl });
    const next = await json("/api/news?Language=3&skip=2&take=2");
    expect(next.body.items[0].id).not.toBe(body.items[0].id);
  });

  it("serves an item with its body, and 404 for an unknown id", async () => {
    const { body } = await json(`/api/news/${news[0].id}?Language=1`);
    expect(body.title).toBe(news[0].title.uz);
    expect(body.body).toContain("<p>");
    expect((await json("/api/news/99999")).status).toBe(404);
    expect((await json("/api/news/abc")).status).toBe(404);
  });

  it("stores and serves a body carrying <script>, onerror= and javascript: links clean", async () => {
    const dirty = '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>';
    const body = sanitizeLocalized({ ru: dirty, en: dirty, uz: dirty });
    const [row] = await t.database.db
      .insert(newsTable)
      .values({
        title: { ru: "T", en: "T", uz: "T" },
        summary: { ru: "S", en: "S", uz: "S" },
        body,
        imageUrl: "/x.svg",
        publishedAt: new Date("2026-11-20T10:00:00+05:00"),
      })
      .returning();
    const [stored] = await t.database.db.select().from(newsTable).where(eq(newsTable.id, row.id));
    for (const served of [stored.body.ru, (await json(`/api/news/${row.id}`)).body.body]) {
      expect(served).not.toMatch(/script|onerror|javascript:/i);
      expect(served).toContain("Hi");
    }
    // Even a row written around the sanitiser is served clean.
    await t.database.db
      .update(newsTable)
      .set({ body: { ru: dirty, en: dirty, uz: dirty } })
      .where(eq(newsTable.id, row.id));
    expect((await json(`/api/news/${row.id}`)).body.body).not.toMatch(/script|onerror|javascript:/i);
  });

  it("refuses bad paging with a 400", async () => {
    expect((await json("/api/news?take=500")).status).toBe(400);
    expect((await json("/api/news?skip=-1")).status).toBe(400);
  });
});

describe("promotions", () => {
  it("lists current promotions and serves one with its products or folder", async () => {
    const { body } = await json("/api/stocks?Language=3");
    expect(body.items.length).toBe(promotions.length);
    const withProducts = promotions.find((p) => p.productIds.length > 0)!;
    const item = (await json(`/api/stocks/${withProducts.id}?Language=3`)).body;
    expect(item).toMatchObject({ id: withProducts.id, title: withProducts.title.en, productIds: withProducts.productIds });
    expect((await json("/api/stocks/4242")).status).toBe(404);
  });
});

describe("pages of news and promotions", () => {
  it("answer 200 for a real item and 404 for a missing one, in every language", async () => {
    expect((await t.get(`/news/${news[0].id}`)).status).toBe(200);
    expect((await t.get(`/en/stocks/${promotions[0].id}`)).status).toBe(200);
    expect((await t.get("/news/99999")).status).toBe(404);
    expect((await t.get("/uz/stocks/abc")).status).toBe(404);
    expect((await t.get("/uz/news")).status).toBe(200);
  });
});

describe("chain", () => {
  it("gives the chain's phone and about text", async () => {
    const { body } = await json("/api/chain?Language=3");
    expect(body).toMatchObject({ name: "Lazzat Pizza", phone: expect.stringMatching(/^\+998/) });
    expect(body.about.length).toBeGreaterThan(20);
  });
});
