// `npm run screenshots`: pictures of the main pages at phone (390 px) and desktop (1280 px) width,
// in ru, en and uz, light and dark, into docs/screenshots/, and the checkout's address step and
// tomorrow's slots (screenshots-checkout.ts). Needs a build (`npm run build`, or DIST_DIR for
// another); it starts its own production server on a fresh database, or uses BASE_URL when given.
// SCREENSHOTS=menu,checkout-address takes only the views named.
import fs from "node:fs";
import path from "node:path";
import type { BrowserContextOptions } from "playwright-core";
import { DESKTOP, PHONE, launchBrowser } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { checkoutScreenshots } from "./screenshots-checkout";

const OUT = "docs/screenshots";
const pages = [
  {
    name: "menu",
    path: "/",
    ready: "#root:not([data-prerendered]) .product-card:not(.product-card--skeleton)",
    fullPage: false,
    all: true,
  },
  { name: "stocks", path: "/stocks", ready: "main h1", fullPage: false, all: false },
  { name: "news", path: "/news", ready: "main h1", fullPage: false, all: false },
  { name: "contacts", path: "/contacts", ready: "main h1", fullPage: false, all: false },
  { name: "vacancies", path: "/vacancies", ready: "main h1", fullPage: false, all: false },
  { name: "vacancy-form", path: "/vacancies/form", ready: "main form", fullPage: false, all: false },
  { name: "delivery-map", path: "/delivery-map", ready: "main h1", fullPage: false, all: false },
  { name: "profile", path: "/profile", ready: "main h1", fullPage: false, all: false },
  { name: "not-found", path: "/no-such-page", ready: ".error-page", fullPage: false, all: false },
];
const locales = [
  { locale: "ru", prefix: "" },
  { locale: "en", prefix: "/en" },
  { locale: "uz", prefix: "/uz" },
];
const sizes: [string, BrowserContextOptions][] = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
];

const chosen = process.env.SCREENSHOTS?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const only = (name: string) => !chosen || chosen.includes(name);

async function main() {
  const wanted = pages.filter((p) => only(p.name));
  const server = process.env.BASE_URL || wanted.length === 0 ? null : await startServer();
  const baseUrl = process.env.BASE_URL ?? server?.baseUrl ?? "";
  const browser = await launchBrowser();
  fs.mkdirSync(OUT, { recursive: true });
  try {
    for (const page of wanted) {
      for (const { locale, prefix } of locales) {
        for (const [size, options] of sizes) {
          for (const scheme of ["light", "dark"] as const) {
            // Every page in every language; light and dark only for the menu.
            if (!page.all && scheme === "dark") continue;
            const context = await browser.newContext({ ...options, locale, colorScheme: scheme });
            const tab = await context.newPage();
            const url = `${baseUrl}${prefix}${page.path === "/" ? "" : page.path}` || "/";
            await tab.goto(url.endsWith(":") ? `${url}/` : url);
            await tab.locator(page.ready).first().waitFor({ timeout: 20_000 });
            await tab.waitForLoadState("networkidle");
            const file = path.join(OUT, `${page.name}-${locale}-${size}${scheme === "dark" ? "-dark" : ""}.png`);
            await tab.screenshot({ path: file, fullPage: page.fullPage });
            console.log(file);
            await context.close();
          }
        }
      }
    }
    await checkoutScreenshots(browser, OUT, only);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
