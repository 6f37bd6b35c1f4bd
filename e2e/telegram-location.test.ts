// Addresses inside the mini-app: names come from the bot API (GET /api/tg_address), a failure says
// error.fetch-error, and a bot link with coordinates lands on a chosen delivery so checkout opens
// at once. Its own server with the bot token (e2e/support/telegram.ts signs real init data).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { launchBrowser } from "./support/browser";
import { clockEnv } from "./support/clock";
import { clickMapAt, locationButton, openSheet } from "./support/location";
import { DIST, type RunningServer, startServer } from "./support/server";
import {
  botApiSession,
  DEV_BOT_TOKEN,
  emitTelegramEvent,
  lastButton,
  type LaunchOptions,
  openMiniApp,
  orderableLocation,
  signInitData,
} from "./support/telegram";

let browser: Browser;
let server: RunningServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-telegram-location-"));
  fs.cpSync(DIST, dist, { recursive: true });
  server = await startServer({ ...clockEnv(inject("clockOffset")), DIST_DIR: dist, TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const storage = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
const launch = (url: string, userId: number, options: Omit<LaunchOptions, "user"> = {}) =>
  openMiniApp(browser, server.baseUrl, url, { ...options, user: { id: userId, first_name: "Dilnoza", language_code: "en" } });
/** The name our server gives the point, in English (the same handler answers both APIs). */
const nameOf = async ([lon, lat]: [number, number]) =>
  (await (await fetch(`${server.baseUrl}/api/address?longitude=${lon}&latitude=${lat}&Language=3`)).json()) as {
    address: string;
    street: string | null;
  };

describe("a bot link with coordinates", () => {
  it("lands on a chosen delivery to that point, named through tg_address, and checkout opens without re-picking", async () => {
    const place = orderableLocation();
    const seeded = await botApiSession(server.baseUrl, signInitData({ id: 7301, first_name: "Dilnoza", language_code: "en" }));
    await seeded.putBasket([{ id: plain.id, count: 1, modifiers: [] }]);
    const { page, context, requests, errors } = await launch(`/?longitude=${place.Longitude}&latitude=${place.Latitude}&language=3`, 7301);
    const name = await nameOf([place.Longitude, place.Latitude]);
    await expect.poll(() => locationButton(page).textContent()).toBe(`Delivery: ${name.street ?? name.address}`);
    expect(await storage(page, "delivery")).toBe(0);
    expect(await storage(page, "location")).toEqual(place);
    expect(requests).toContain("GET /api/tg_address");
    expect(requests).not.toContain("GET /api/address");

    await expect.poll(async () => (await lastButton(page, "web_app_setup_main_button"))?.text).toMatch(/^Cart · 1 · /);
    await emitTelegramEvent(page, "main_button_pressed");
    await expect.poll(async () => (await lastButton(page, "web_app_setup_main_button"))?.text).toBe("Checkout");
    await emitTelegramEvent(page, "main_button_pressed");
    await page.waitForURL(/\/en\/order$/);
    await expect.poll(async () => (await lastButton(page, "web_app_setup_main_button"))?.text).toMatch(/^Place order · /);
    expect(new URL(page.url()).pathname).toBe("/en/order");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("address names in the mini-app", () => {
  it("come from the bot API when a point is tapped; a failure shows error.fetch-error", async () => {
    let failing = false;
    const { page, context, requests } = await launch("/en", 7302, {
      before: (p) =>
        p.route("**/api/tg_address?*", (route) =>
          failing ? route.fulfill({ status: 503, json: { error: "down", code: "geocoder_unavailable" } }) : route.fallback(),
        ),
    });
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await openSheet(page);
    const point: [number, number] = [69.2018, 41.2765];
    await clickMapAt(page, point);
    const name = await nameOf(point);
    await expect.poll(() => page.locator(".location-result__address").textContent()).toBe(name.address);
    expect(requests).toContain("GET /api/tg_address");
    expect(requests).not.toContain("GET /api/address");

    failing = true;
    await clickMapAt(page, [69.207, 41.279]);
    await expect.poll(() => page.locator("[data-sonner-toast]").allTextContents()).toContain("Could not load the data. Please try again.");
    await context.close();
  });
});
