// What each route downloads: every JS and CSS file the browser fetched until the network was idle,
// gzip -9, the language catalogue (a chunk of its own, loaded in parallel at start) apart. For the
// menu the first load is counted as `npm run bundle-size` counts it (scripts/first-load.ts: the
// entries' static closure), and what the browser fetched besides it (chunks imported when idle or
// on demand) is reported apart as `later`.
import type { Browser } from "playwright-core";
import { readManifest } from "../../server/http/build-manifest";
import { firstLoad, gzipBytes } from "../first-load";

export async function routeWeights(browser: Browser, baseUrl: string, routes: string[]) {
  const manifest = readManifest("dist") ?? {};
  const catalogues = new Set(Object.entries(manifest).flatMap(([key, chunk]) => (key.endsWith(".po") ? [`/${chunk.file}`] : [])));
  const menuFirst = new Set(firstLoad("dist", manifest).files.map((f) => `/${f.file}`));
  const rows: { route: string; js: number; css: number; catalogue: number; later: number }[] = [];
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
    let later = 0;
    for (const file of files) {
      const size = gzipBytes("dist", file.slice(1));
      if (catalogues.has(file)) catalogue += size;
      else if (route === "/" && !menuFirst.has(file)) later += size;
      else if (file.endsWith(".js")) js += size;
      else css += size;
    }
    rows.push({ route, js, css, catalogue, later });
    await context.close();
  }
  return rows;
}
