// Every page arrives with its own title and meta description in its language, taken from the
// prerender build's pageMeta (src/prerender/render-page.tsx); a fake build stands in for it here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { pageRoutes } from "./pages";

let dist: string;
let app: ReturnType<typeof pageRoutes>;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-meta-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html lang="ru"><head><meta name="description" content="default" /><title>Lazzat Pizza</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(dist, "prerender"));
  // The same shape as the real build's exports: titles name the path and language; one has markup to escape.
  fs.writeFileSync(
    path.join(dist, "prerender", "render-page.js"),
    `export async function loadCatalogs() {}
export function renderMenuPage() { return "<p>menu</p>"; }
export function pageMeta(p, locale) {
  if (p === null) return { title: "Not found " + locale, description: "none" };
  return { title: p + " in " + locale + " <b>&</b>", description: 'About "' + p + '"' };
}`,
  );
  app = pageRoutes(loadConfig({ DIST_DIR: dist }), async (rest) => rest !== "/news/404");
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const head = async (route: string, headers: Record<string, string> = {}) => {
  const html = await (await app.request(route, { headers })).text();
  return {
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="(.*?)" \/>/.exec(html)?.[1],
    titles: html.match(/<title>/g)?.length,
    descriptions: html.match(/<meta name="description"/g)?.length,
  };
};

describe("each page's title and description", () => {
  it("are the page's own, in its language, escaped, once each", async () => {
    expect(await head("/en/contacts")).toEqual({
      title: "/en/contacts in en &lt;b&gt;&amp;&lt;/b&gt;",
      description: "About &quot;/en/contacts&quot;",
      titles: 1,
      descriptions: 1,
    });
    expect((await head("/uz/news/5")).title).toMatch(/^\/uz\/news\/5 in uz/);
    expect((await head("/order")).title).toMatch(/^\/order in ru/);
  });

  it("on / are those of the language the app moves to", async () => {
    expect((await head("/", { "Accept-Language": "en" })).title).toMatch(/^\/en in en/);
  });

  it("of a page that does not exist say so", async () => {
    expect((await head("/news/404")).title).toBe("Not found ru");
    expect((await head("/en/nope")).title).toBe("Not found en");
  });
});
