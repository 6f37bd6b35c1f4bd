// What each route downloads on its first load: every JS and CSS file the browser fetched, gzip -9.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

export async function routeWeights(browser: Browser, baseUrl: string, routes: string[]) {
  const rows: { route: string; js: number; css: number }[] = [];
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
    for (const file of files) {
      const size = gzipSync(fs.readFileSync(path.join("dist", file)), { level: 9 }).length;
      if (file.endsWith(".js")) js += size;
      else css += size;
    }
    rows.push({ route, js, css });
    await context.close();
  }
  return rows;
}
