// Server-side markup of the menu page (prerendered pages, docs/product-rules.md §3): the app's own components
// rendered to HTML with the menu the page arrives with, so the first screen paints before the
// app's JavaScript has loaded. Built by `vite build --ssr` into dist/prerender and used by the
// server; the browser then renders the app in its place (no hydration: what the visitor has in
// storage, such as the cart, may differ from what the server knew).
import { i18n, type Messages } from "@lingui/core";
import { renderToString } from "react-dom/server";
import { queryClientAtom } from "jotai-tanstack-query";
import { App, createAppStore } from "../app/app";
import type { Locale } from "../domain/locales";
import { type ShopParams, type ShopWire, toShop } from "../features/shop/api/get-shop";
import { setRuntimeConfig, type RuntimeConfig } from "../config/runtime";
import { type PageMeta, pageMeta as metaOf } from "../app/page-meta/page-meta";

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../locales/ru/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  uz: () => import("../../locales/uz/messages.po"),
};

export async function loadCatalogs(): Promise<void> {
  for (const [locale, load] of Object.entries(catalogs)) i18n.load(locale, (await load()).messages);
}

export interface MenuPageInput {
  path: string;
  locale: Locale;
  runtime: RuntimeConfig;
  params: ShopParams;
  /** As the page's payload carries it: the wire's answer. */
  menu: ShopWire;
}

/** The menu page's markup for `path` in `locale`; loadCatalogs() must have run once before. */
export function renderMenuPage({ path, locale, runtime, params, menu }: MenuPageInput): string {
  // renderToString is synchronous: the shared i18n instance is this page's language throughout.
  i18n.activate(locale);
  setRuntimeConfig(runtime);
  const store = createAppStore();
  store.get(queryClientAtom).setQueryData(["shop", locale, params], toShop(menu));
  return renderToString(<App store={store} ssrPath={path} />);
}

/**
 * The title and description of the page at `path` in `locale` (the one the app sets as it runs),
 * for the server to write into every page it serves; `path` null = a page that does not exist.
 * loadCatalogs() must have run once before.
 */
export function pageMeta(path: string | null, locale: Locale): PageMeta {
  i18n.activate(locale);
  return metaOf(i18n, path);
}
