import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { news } from "../db/schema";
import { TEST_NOW } from "../test/test-app";
import { type StaffCall, staffTestApp, type TestApp } from "./staff-test-kit";

let now = TEST_NOW;
let t: TestApp;
let admin: string;
let manager: string;
let stranger: string;
let call: StaffCall;
beforeAll(async () => {
  ({ t, admin, manager, stranger, call } = await staffTestApp("+998901000055", () => now));
});
afterAll(() => t.close());

const three = (text: string) => ({ ru: `${text} (ru)`, en: text, uz: `${text} (uz)` });
type Page = { items: { id: number; title: string; summary: string }[] };
const storefrontNews = async () => ((await (await t.get("/api/news?Language=3&take=50")).json()) as Page).items;

describe("news for the console", () => {
  it("publishes a news item customers read at once, with a summary cut from the body", async () => {
    const body = three(`<p>${"Fresh dough every morning. ".repeat(20)}</p>`);
    const res = await call("/news", admin, "POST", { title: three("New oven"), body, imageUrl: "https://cdn.example.com/oven.jpg" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const item = (await storefrontNews()).find((n) => n.id === id);
    expect(item?.title).toBe("New oven");
    expect(item?.summary).toMatch(/^Fresh dough every morning\. .*…$/);
    expect(item?.summary.length).toBeLessThanOrEqual(200);
    const audit = (await (await call(`/audit?entity=news&entityId=${id}`, admin)).json()) as { action: string }[];
    expect(audit).toEqual([expect.objectContaining({ action: "create" })]);
  });

  it("cuts a summary with paragraphs, headings, line breaks and list items apart, never glued together", async () => {
    const html =
      "<h2>Friday</h2><p>Fresh dough.</p><p>New oven.<br>Open late.</p><ul><li><p>Margherita</p></li><li>Pepperoni</li></ul><ol><li>One</li></ol>";
    const res = await call("/news", admin, "POST", { title: three("Summary apart"), body: three(html) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const item = (await storefrontNews()).find((n) => n.id === id);
    expect(item?.summary).toBe("Friday Fresh dough. New oven. Open late. Margherita Pepperoni One");
    // Inline markup still joins its words as written.
    const inline = await call(`/news/${id}`, admin, "PATCH", { body: three("<p>Pizza<strong>fest</strong> <em>today</em></p>") });
    expect(inline.status).toBe(204);
    expect((await storefrontNews()).find((n) => n.id === id)?.summary).toBe("Pizzafest today");
  });

  it("keeps a scheduled item off the storefront until its time comes, and lists it for the console", async () => {
    const publishedAt = new Date(TEST_NOW.getTime() + 3600_000).toISOString();
    const res = await call("/news", admin, "POST", { title: three("Tomorrow's pizza"), body: three("<p>Soon</p>"), publishedAt });
    const { id } = (await res.json()) as { id: number };
    expect((await storefrontNews()).map((n) => n.id)).not.toContain(id);
    expect((await t.get(`/api/news/${id}`)).status).toBe(404);
    const console = (await (await call("/news", admin)).json()) as { id: number; status: string; title: { uz: string } }[];
    expect(console.find((n) => n.id === id)).toMatchObject({ status: "scheduled", title: { uz: "Tomorrow's pizza (uz)" } });
    now = new Date(TEST_NOW.getTime() + 3601_000);
    try {
      expect((await storefrontNews()).map((n) => n.id)).toContain(id);
      expect((await t.get(`/api/news/${id}`)).status).toBe(200);
    } finally {
      now = TEST_NOW;
    }
  });

  it("never stores a script, an event handler or a javascript: link", async () => {
    const evil =
      '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><b onclick="y()">b</b></p>';
    const res = await call("/news", admin, "POST", { title: three("Evil"), body: { ru: evil, en: evil, uz: evil } });
    const { id } = (await res.json()) as { id: number };
    const stored = ((await (await call("/news", admin)).json()) as { id: number; body: { en: string } }[]).find((n) => n.id === id);
    expect(stored?.body.en).toContain("Hi");
    expect(stored?.body.en).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    const [row] = await t.database.db.select({ body: news.body }).from(news).where(eq(news.id, id));
    expect(JSON.stringify(row.body)).not.toMatch(/script|onerror|onclick|javascript:/i);
    const onlyScript = await call("/news", admin, "POST", { title: three("x"), body: three("<script>alert(1)</script>") });
    expect(onlyScript.status).toBe(400);
    expect(((await onlyScript.json()) as { fields: object }).fields).toHaveProperty("body.en");
  });

  it("changes and removes an item", async () => {
    const { id } = (await (await call("/news", admin, "POST", { title: three("Old"), body: three("<p>Old</p>") })).json()) as {
      id: number;
    };
    expect((await call(`/news/${id}`, admin, "PATCH", { title: three("Renamed"), isPublished: false })).status).toBe(204);
    expect((await storefrontNews()).map((n) => n.id)).not.toContain(id);
    expect((await call(`/news/${id}`, admin, "PATCH", { isPublished: true })).status).toBe(204);
    expect((await storefrontNews()).find((n) => n.id === id)?.title).toBe("Renamed");
    expect((await call(`/news/${id}`, admin, "DELETE")).status).toBe(204);
    expect((await storefrontNews()).map((n) => n.id)).not.toContain(id);
    expect((await call(`/news/${id}`, admin, "DELETE")).status).toBe(404);
    expect((await call(`/news/${id}`, admin, "PATCH", { isPublished: true })).status).toBe(404);
    expect((await call("/news/abc", admin, "DELETE")).status).toBe(400);
  });

  it("refuses bad fields by name: missing languages, pictures that are not https or site paths, bad dates", async () => {
    const res = await call("/news", admin, "POST", {
      title: { ru: "Только русский" },
      body: three("<p>x</p>"),
      imageUrl: "javascript:alert(1)",
      publishedAt: "tomorrow",
    });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: object }).fields)).toEqual(
      expect.arrayContaining(["title.en", "title.uz", "imageUrl", "publishedAt"]),
    );
    for (const imageUrl of [
      "http://example.com/a.png",
      "//evil.example/a.png",
      "data:image/png;base64,AA",
      "https://user:pw@x.com/a.png",
    ]) {
      const bad = await call("/news", admin, "POST", { title: three("x"), body: three("<p>x</p>"), imageUrl });
      expect(bad.status, imageUrl).toBe(400);
    }
    expect(
      (await call("/news", admin, "POST", { title: three("x"), body: three("<p>x</p>"), imageUrl: "/images/news/1.svg" })).status,
    ).toBe(201);
    expect((await call("/news/1", admin, "PATCH", {})).status).toBe(400);
  });

  it("lets only admins see or change content", async () => {
    const body = { title: three("x"), body: three("<p>x</p>") };
    for (const [path, method] of [
      ["/news", "GET"],
      ["/news", "POST"],
      ["/news/1", "PATCH"],
      ["/news/1", "DELETE"],
      ["/stocks", "GET"],
      ["/stocks", "POST"],
      ["/vacancies", "GET"],
      ["/vacancies/1", "DELETE"],
    ]) {
      const send = method === "POST" || method === "PATCH" ? body : undefined;
      const byManager = await call(path, manager, method, send);
      expect(byManager.status, `${method} ${path}`).toBe(403);
      expect(await byManager.json()).toMatchObject({ code: "admin_only" });
      expect((await call(path, stranger, method, send)).status).toBe(403);
      expect((await call(path, null, method, send)).status).toBe(401);
    }
  });
});
