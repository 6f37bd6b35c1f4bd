// The page routes against a small fake build, so this runs without `vite build`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { pageRoutes } from "./pages";

let dist: string;
let app: ReturnType<typeof pageRoutes>;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="ru"><head><title>x</title></head><body></body></html>');
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  fs.mkdirSync(path.join(dist, ".vite"));
  const manifest = Object.fromEntries(["ru", "en", "uz"].map((l) => [`locales/${l}/messages.po`, { file: `assets/messages-${l}1.js` }]));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  // The menu payload names the language it was made for.
  const pageData = async (locale: string, rest: string) => (rest === "/" ? JSON.stringify({ kind: "shop", locale }) : null);
  app = pageRoutes(loadConfig({ DIST_DIR: dist, API_TG_URL: "https://bot.example.test" }), async () => true, pageData);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const routes = [
  "/",
  "/news",
  "/news/5",
  "/stocks",
  "/stocks/2",
  "/order",
  "/tracker/17",
  "/profile",
  "/contacts",
  "/vacancies",
  "/vacancies/form",
  "/delivery-map",
];

describe("pages", () => {
  it.each(routes.flatMap((r) => [r, `/en${r === "/" ? "" : r}`, `/uz${r === "/" ? "" : r}`]))(
    "%s answers 200 with the app",
    async (route) => {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toContain('id="runtime-config"');
    },
  );

  it("sets <html lang> from the prefix and embeds the runtime config", async () => {
    const html = await (await app.request("/uz/news")).text();
    expect(html).toContain('<html lang="uz"');
    const json = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json).apiTgUrl).toBe("https://bot.example.test");
  });

  it("on / arrives in the language the app will show: the cookie's, else the browser's, else Russian", async () => {
    const page = async (headers: Record<string, string>) => {
      const res = await app.request("/", { headers });
      const html = await res.text();
      return {
        lang: /<html lang="(\w+)"/.exec(html)![1],
        data: JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]).locale,
        preload: /<link rel="modulepreload" crossorigin href="([^"]+)">/.exec(html)![1],
        vary: res.headers.get("vary"),
      };
    };
    expect(await page({ "Accept-Language": "en-US,en;q=0.9" })).toEqual({
      lang: "en",
      data: "en",
      preload: "/assets/messages-en1.js",
      vary: "Cookie, Accept-Language",
    });
    expect(await page({ "Accept-Language": "en-US", Cookie: "i18n_redirected=uz" })).toMatchObject({
      lang: "uz",
      data: "uz",
      preload: "/assets/messages-uz1.js",
    });
    expect(await page({ "Accept-Language": "de, fr;q=0.5" })).toMatchObject({ lang: "ru", data: "ru" });
    expect(await page({ Cookie: "i18n_redirected=%E0%A4%A" })).toMatchObject({ lang: "ru" });
    // A prefixed path keeps its language whatever the browser says.
    const html = await (await app.request("/uz/news", { headers: { "Accept-Language": "en" } })).text();
    expect(html).toContain('<html lang="uz"');
    expect(html).toContain("/assets/messages-uz1.js");
  });

  it.each(["/nope", "/en/nope", "/news/1/extra", "/ru", "/english"])("%s answers 404 with the app", async (route) => {
    const res = await app.request(route);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('id="runtime-config"');
  });

  it("caches hashed assets for a year and 404s missing files without HTML", async () => {
    const asset = await app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await app.request("/assets/gone-123.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
  });
});
