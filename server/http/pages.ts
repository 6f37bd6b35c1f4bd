// Serves the built app. Hashed assets are cached for a year; index.html is never cached and
// carries the runtime config (a JSON script tag, not executable, so a strict CSP allows it) and
// the page's language. Paths of the route table answer 200, anything else 404 with the same app,
// which then shows its error page.
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { LOCALE_TAGS, LOCALES, type Locale } from "../../src/domain/locales";
import { isAppPath, splitLocale, withLocale } from "../../src/domain/paths";
import { readLocaleCookie } from "../../src/domain/locale-cookie";
import { detectLocale, languagesFromHeader } from "../../src/domain/locale-detection";
import type { Config } from "../config";
import { errorFields, log } from "../log";
import { chunkClosure, readManifest } from "./build-manifest";
import { opsPage, opsPageLocale } from "./ops-page";
import { loadPageMeta, loadPrerender, type PageMeta, type PageMetaOf, type Prerender } from "./prerender";

const ONE_YEAR = "public, max-age=31536000, immutable";

function loadTemplate(distDir: string): string | null {
  const file = path.join(distDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

interface BuildFiles {
  /** Each language's message catalogue chunk. */
  catalogs: Partial<Record<Locale, string>>;
  /** The app's start chunk, the app it fetches at once (src/app/app.tsx) and the chunks they import (main.tsx loads it). */
  startChunks: string[];
  /** Their styles: linked from the page, so it (and its prerendered markup) paints styled. */
  startStyles: string[];
}

/** What the build manifest says a page needs beyond index.html's own tags. */
function buildFiles(distDir: string): BuildFiles {
  const manifest = readManifest(distDir);
  if (!manifest) return { catalogs: {}, startChunks: [], startStyles: [] };
  const start = chunkClosure(manifest, ["src/app-start.tsx", "src/app/app.tsx"]);
  const url = (file: string) => `/${file}`;
  return {
    catalogs: Object.fromEntries(
      LOCALES.flatMap((l) => (manifest[`locales/${l}/messages.po`] ? [[l, url(manifest[`locales/${l}/messages.po`].file)]] : [])),
    ),
    startChunks: start.chunks.map(url),
    startStyles: start.styles.map(url),
  };
}

/**
 * The language the app will show on this path: the prefix's, or on "/" the one the app picks from
 * the cookie and the browser's languages (it then moves to that prefix), so the page arrives with
 * the menu and catalogue it will really use.
 */
export function pageLocale(pathname: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  let cookie: Locale | undefined;
  try {
    cookie = readLocaleCookie(cookieHeader ?? "");
  } catch {
    cookie = undefined; // A malformed cookie counts as none.
  }
  return detectLocale({ pathname, cookie, languages: languagesFromHeader(acceptLanguage) }).locale;
}

const jsonTag = (id: string, json: string) => `<script id="${id}" type="application/json">${json.replace(/</g, "\\u003c")}</script>`;

/**
 * index.html for a path: its language, the runtime config and, when given, the page's data (the
 * per-page payload, docs/product-rules.md §3), so the menu paints without waiting for a second round trip.
 */
export interface PageParts {
  pageData?: string | null;
  /** Stylesheets the page needs besides index.html's. */
  styles?: string[];
  /** Modules to fetch with the page. */
  preload?: string[];
  /** Server-rendered markup for the root. */
  markup?: string | null;
  /** The page's own title and description, in its language (instead of index.html's). */
  meta?: PageMeta | null;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** index.html with the page's title and meta description. */
function withMeta(html: string, meta: PageMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
  const titled = /<title>[^<]*<\/title>/.test(html)
    ? html.replace(/<title>[^<]*<\/title>/, () => title)
    : html.replace("</head>", () => `${title}</head>`);
  return /<meta name="description"[^>]*>/.test(titled)
    ? titled.replace(/<meta name="description"[^>]*>/, () => description)
    : titled.replace("</head>", () => `${description}</head>`);
}

export function renderIndex(template: string, locale: Locale, runtime: Config["runtime"], parts: PageParts = {}): string {
  const tags =
    (parts.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join("") +
    (parts.preload ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("") +
    jsonTag("runtime-config", JSON.stringify(runtime)) +
    (parts.pageData ? jsonTag("page-data", parts.pageData) : "");
  const localised = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  const html = (parts.meta ? withMeta(localised, parts.meta) : localised).replace("</head>", () => `${tags}</head>`);
  // Prerendered markup is shown but inert until the app has rendered in its place (app-start.tsx).
  return parts.markup ? html.replace('<div id="root"></div>', () => `<div id="root" data-prerendered inert>${parts.markup}</div>`) : html;
}

/** The data a page starts from (e.g. the menu for "/"), as JSON text, or null. */
export type PageData = (locale: Locale, rest: string) => Promise<string | null>;

/** Tells whether a page's record exists (e.g. /news/5), so a direct load of a missing one is a 404. */
export type PageExists = (rest: string) => Promise<boolean>;

export function pageRoutes(config: Config, exists: PageExists = async () => true, pageData: PageData = async () => null) {
  const app = new Hono();
  const template = loadTemplate(config.distDir);
  const files = buildFiles(config.distDir);
  const prerender: Promise<Prerender> = loadPrerender(config.distDir, config.runtime).catch((err) => {
    log("error", "the prerender build could not be loaded; pages are served without markup", errorFields(err));
    return () => null;
  });
  const metaOf: Promise<PageMetaOf> = loadPageMeta(config.distDir).catch((err) => {
    log("error", "the pages' titles could not be loaded from the prerender build; index.html's are served", errorFields(err));
    return () => null;
  });
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
      // The prerender build is the server's, not the browser's; source maps are never served
      // (the build keeps them out of dist/ for the error reporter alone).
      rewriteRequestPath: (p) =>
        p === "/" ||
        p.endsWith("/index.html") ||
        p.startsWith("/src/") ||
        p.startsWith("/prerender/") ||
        p.startsWith("/.vite/") ||
        p.endsWith(".map")
          ? "/__none__"
          : p,
    }),
  );

  // The staff console: a page of its own (ops-page.ts).
  const opsHtml = opsPage(config);
  app.get("*", async (c, next) => {
    const locale = opsPageLocale(c.req.path);
    return locale ? opsHtml(c, locale) : next();
  });

  app.get("*", async (c) => {
    const pathname = c.req.path;
    // A missing file (an old hashed chunk, a picture) is a plain 404, not an HTML page.
    if (/\.[a-z0-9]+$/i.test(pathname)) return c.json({ error: `Not found: ${pathname}`, code: "not_found" }, 404);
    if (!template) return c.text("The app is not built: run `npm run build`.", 503);
    const { rest } = splitLocale(pathname);
    const locale = pageLocale(pathname, c.req.header("cookie"), c.req.header("accept-language"));
    c.header("Cache-Control", "no-cache");
    c.header("Content-Language", LOCALE_TAGS[locale]);
    if (pathname === "/") c.header("Vary", "Cookie, Accept-Language");
    const found = isAppPath(pathname) && (await exists(rest));
    const data = found ? await pageData(locale, rest).catch(() => null) : null;
    // On "/" the app first moves to the language's prefix; the markup is of that address.
    const markup = data ? (await prerender)(withLocale(pathname, locale), locale, data) : null;
    const catalog = files.catalogs[locale] ? [files.catalogs[locale]] : [];
    // A prerendered page paints first and fetches the app after (main.tsx); others fetch it now.
    const preload = markup ? [] : [...files.startChunks, ...catalog];
    const meta = (await metaOf)(found ? withLocale(pathname, locale) : null, locale);
    const page = renderIndex(template, locale, config.runtime, { pageData: data, styles: files.startStyles, preload, markup, meta });
    return c.html(page, found ? 200 : 404);
  });
  return app;
}
