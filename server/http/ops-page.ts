// The staff console's page (src/ops/index.html in the build): /ops, /en/ops, /uz/ops and their
// sub-paths. Its own entry and chunks, so nothing of it (telegram-ui, the console's catalogue)
// reaches the storefront's pages. Never cached, never indexed; the same security headers as every
// answer (security.ts), the runtime config as a JSON tag, the language's catalogue preloaded.
import fs from "node:fs";
import path from "node:path";
import type { Context } from "hono";
import { LOCALE_TAGS, LOCALES, type Locale } from "../../src/domain/locales";
import type { Config } from "../config";
import { chunkClosure, readManifest } from "./build-manifest";

export const OPS_TEMPLATE = path.join("src", "ops", "index.html");

/** "/ops", "/en/ops/orders" → the console's language; anything else → null. */
export function opsPageLocale(pathname: string): Locale | null {
  const match = /^\/(?:(en|uz)\/)?ops(?:\/.*)?$/.exec(pathname);
  if (!match || /\.[a-z0-9]+$/i.test(pathname)) return null;
  return (match[1] as Locale | undefined) ?? "ru";
}

const jsonTag = (id: string, json: string) => `<script id="${id}" type="application/json">${json.replace(/</g, "\\u003c")}</script>`;

export function opsPage(config: Config) {
  const file = path.join(config.distDir, OPS_TEMPLATE);
  const template = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  const manifest = readManifest(config.distDir);
  const catalogs: Partial<Record<Locale, string>> = {};
  let entry: string[] = [];
  if (manifest) {
    for (const l of LOCALES) if (manifest[`locales/${l}/ops.po`]) catalogs[l] = `/${manifest[`locales/${l}/ops.po`].file}`;
    entry = chunkClosure(manifest, [OPS_TEMPLATE]).chunks.map((f) => `/${f}`);
  }
  const runtime = jsonTag("runtime-config", JSON.stringify(config.runtime));

  return (c: Context, locale: Locale) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    if (!template) return c.text("The console is not built: run `npm run build`.", 503);
    c.header("Content-Language", LOCALE_TAGS[locale]);
    const preload = [...entry.slice(1), ...(catalogs[locale] ? [catalogs[locale]] : [])]
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join("");
    const html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`).replace("</head>", `${preload}${runtime}</head>`);
    return c.html(html, 200);
  };
}
