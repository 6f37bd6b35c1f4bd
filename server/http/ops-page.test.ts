// The console's page against a small fake build: its addresses in every language, its headers,
// and the storefront's pages left as they were.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { opsPageLocale } from "./ops-page";
import { pageRoutes } from "./pages";
import { securityHeaders } from "./security";
import { Hono } from "hono";

let dist: string;
let app: Hono;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-ops-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.mkdirSync(path.join(dist, "src", "ops"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><html lang="ru"><head><title>shop</title></head><body></body></html>');
  fs.writeFileSync(
    path.join(dist, "src", "ops", "index.html"),
    '<!doctype html><html lang="ru"><head><title>console</title></head><body></body></html>',
  );
  fs.mkdirSync(path.join(dist, ".vite"));
  const manifest = {
    "src/ops/index.html": { file: "assets/ops-1.js", isEntry: true, imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared-1.js" },
    ...Object.fromEntries(["ru", "en", "uz"].map((l) => [`locales/${l}/ops.po`, { file: `assets/ops-${l}1.js` }])),
  };
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  const config = loadConfig({ DIST_DIR: dist });
  app = new Hono();
  app.use("*", securityHeaders(config));
  app.route("/", pageRoutes(config));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe("the console's page", () => {
  it.each([
    ["/ops", "ru"],
    ["/ops/stop-list", "ru"],
    ["/en/ops", "en"],
    ["/uz/ops/restaurants", "uz"],
  ])("%s is the console in %s, never cached or indexed, with the page's security headers", async (route, locale) => {
    const res = await app.request(route);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>console</title>");
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain('id="runtime-config"');
    expect(html).toContain(`/assets/ops-${locale}1.js`);
    expect(html).toContain("/assets/shared-1.js");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  it("leaves the storefront's pages and look-alike paths alone, and never serves the template as a file", async () => {
    expect(await (await app.request("/")).text()).toContain("<title>shop</title>");
    expect((await app.request("/opsx")).status).toBe(404);
    expect(await (await app.request("/opsx")).text()).toContain("<title>shop</title>");
    expect((await app.request("/src/ops/index.html")).status).toBe(404);
    expect(await (await app.request("/src/ops/")).text()).not.toContain("<title>console</title>");
  });

  it("reads the language from the prefix", () => {
    expect(opsPageLocale("/ops")).toBe("ru");
    expect(opsPageLocale("/en/ops/")).toBe("en");
    expect(opsPageLocale("/de/ops")).toBeNull();
    expect(opsPageLocale("/ops/app.js")).toBeNull();
    expect(opsPageLocale("/en/opsy")).toBeNull();
  });
});
