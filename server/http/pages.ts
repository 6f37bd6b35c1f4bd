// Serves the built app. Hashed assets are cached for a year; index.html is never cached and
// carries the runtime config (a JSON script tag, not executable, so a strict CSP allows it) and
// the page's language. Paths of the route table answer 200, anything else 404 with the same app,
// which then shows its error page.
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { LOCALE_TAGS, type Locale } from "../../src/domain/locales";
import { isAppPath, splitLocale } from "../../src/config/paths";
import type { Config } from "../config";

const ONE_YEAR = "public, max-age=31536000, immutable";

function loadTemplate(distDir: string): string | null {
  const file = path.join(distDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

const jsonTag = (id: string, json: string) => `<script id="${id}" type="application/json">${json.replace(/</g, "\\u003c")}</script>`;

/**
 * index.html for a path: its language, the runtime config and, when given, the page's data (the
 * spec's per-page payload), so the menu paints without waiting for a second round trip.
 */
export function renderIndex(template: string, pathname: string, runtime: Config["runtime"], pageData?: string | null): string {
  const { locale } = splitLocale(pathname);
  const tags = jsonTag("runtime-config", JSON.stringify(runtime)) + (pageData ? jsonTag("page-data", pageData) : "");
  return template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`).replace("</head>", `${tags}</head>`);
}

/** The data a page starts from (e.g. the menu for "/"), as JSON text, or null. */
export type PageData = (locale: Locale, rest: string) => Promise<string | null>;

/** Tells whether a page's record exists (e.g. /news/5), so a direct load of a missing one is a 404. */
export type PageExists = (rest: string) => Promise<boolean>;

export function pageRoutes(config: Config, exists: PageExists = async () => true, pageData: PageData = async () => null) {
  const app = new Hono();
  const template = loadTemplate(config.distDir);
  const root = path.relative(process.cwd(), config.distDir) || ".";

  // Headers go on after serveStatic has built its response.
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? ONE_YEAR : "public, max-age=86400");
    }
  });
  app.use(
    "*",
    serveStatic({
      root,
      // The build writes .br and .gz twins of text assets (vite.config.ts).
      precompressed: true,
      // index.html is only ever sent by the page handler below, with its runtime config.
      rewriteRequestPath: (p) => (p === "/" || p.endsWith("/index.html") ? "/__none__" : p),
    }),
  );

  app.get("*", async (c) => {
    const pathname = c.req.path;
    // A missing file (an old hashed chunk, a picture) is a plain 404, not an HTML page.
    if (/\.[a-z0-9]+$/i.test(pathname)) return c.json({ error: `Not found: ${pathname}`, code: "not_found" }, 404);
    if (!template) return c.text("The app is not built: run `npm run build`.", 503);
    c.header("Cache-Control", "no-cache");
    c.header("Content-Language", LOCALE_TAGS[splitLocale(pathname).locale]);
    const found = isAppPath(pathname) && (await exists(splitLocale(pathname).rest));
    const { locale, rest } = splitLocale(pathname);
    const data = found ? await pageData(locale, rest).catch(() => null) : null;
    return c.html(renderIndex(template, pathname, config.runtime, data), found ? 200 : 404);
  });
  return app;
}
