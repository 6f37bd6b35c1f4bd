// The menu page's markup rendered on the server (src/prerender/render-page.tsx, built by
// `npm run build` into dist/prerender), so "/" paints its menu before the app's JavaScript runs.
// Without that build the pages are served as before, with an empty root.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "../../src/domain/locales";
import type { Config } from "../config";
import { errorFields, log } from "../log";

/**
 * What the built dist/prerender/render-page.js takes (src/prerender/render-page.tsx). The server
 * loads that build at run time and must not import the app's code, so it states here the little
 * it relies on: the page's params and menu come from the page's own payload, passed through as is.
 */
interface MenuPageInput {
  path: string;
  locale: Locale;
  runtime: Config["runtime"];
  params: unknown;
  menu: unknown;
}

interface PrerenderModule {
  loadCatalogs(): Promise<void>;
  renderMenuPage(input: MenuPageInput): string;
  /** Older builds lack it. */
  pageMeta?(path: string | null, locale: Locale): PageMeta;
}

/** A page's title and description in its language (src/app/page-meta). */
export interface PageMeta {
  title: string;
  description: string;
}

/** The title and description of a page (pathname null: one that does not exist), or null without the prerender build. */
export type PageMetaOf = (pathname: string | null, locale: Locale) => PageMeta | null;

/** The pages' titles and descriptions from the prerender build (the app's own catalogues). */
export async function loadPageMeta(distDir: string): Promise<PageMetaOf> {
  const file = path.join(distDir, "prerender", "render-page.js");
  if (!fs.existsSync(file)) return () => null;
  const mod = (await import(pathToFileURL(file).href)) as PrerenderModule;
  await mod.loadCatalogs();
  const meta = mod.pageMeta;
  if (!meta) return () => null;
  return (pathname, locale) => {
    try {
      return meta(pathname, locale);
    } catch (err) {
      log("error", "page title failed", { pathname, ...errorFields(err) });
      return null;
    }
  };
}

/** Markup for a page from its payload (the per-page JSON), or null when there is none. */
export type Prerender = (pathname: string, locale: Locale, payload: string) => string | null;

const CACHED_PAGES = 12;

export async function loadPrerender(distDir: string, runtime: Config["runtime"]): Promise<Prerender> {
  const file = path.join(distDir, "prerender", "render-page.js");
  if (!fs.existsSync(file)) return () => null;
  const mod = (await import(pathToFileURL(file).href)) as PrerenderModule;
  await mod.loadCatalogs();
  // The same payload text (the menu is cached for a few seconds) gives the same markup.
  const cache = new Map<string, string | null>();
  return (pathname, locale, payload) => {
    const key = `${pathname}\n${payload}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let html: string | null = null;
    try {
      const page = JSON.parse(payload) as { kind: string; params: unknown; data: { error?: unknown } };
      if (page.kind === "shop" && !page.data.error)
        html = mod.renderMenuPage({ path: pathname, locale, runtime, params: page.params, menu: page.data });
    } catch (err) {
      // The app renders the page itself; a prerender bug must not cost the page.
      log("error", "prerender failed", { pathname, ...errorFields(err) });
    }
    if (cache.size >= CACHED_PAGES) cache.clear();
    cache.set(key, html);
    return html;
  };
}
