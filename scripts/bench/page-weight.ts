// What each route downloads on its first load: every JS and CSS file the browser fetched, gzip -9,
// counted as `npm run bundle-size` counts the menu's: the language catalogue (a chunk of its own,
// loaded in parallel at start) apart from the JS + CSS.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { readManifest } from "../../server/http/build-manifest";

export async function routeWeights(browser: Browser, baseUrl: string, routes: string[]) {
  const manifest = readManifest("dist") ?? {};
  const catalogues = new Set(Object.entries(manifest).flatMap(([key, chunk]) => (key.endsWith(".po") ? [`/${chunk.file}`] : [])));
  const rows: { route: string; js: number; css: number; catalogue: number }[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ru-RU" });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith("/assets/") && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname);
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
    let js = 0;
    let css = 0;
    let catalogue = 0;
    for (const file of files) {
      const size = gzipSync(fs.readFileSync(path.join("dist", file)), { level: 9 }).length;
      if (catalogues.has(file)) catalogue += size;
      else if (file.endsWith(".js")) js += size;
      else css += size;
    }
    rows.push({ route, js, css, catalogue });
    await context.close();
  }
  return rows;
}
