// The road: a courier (added by the operator token, at "mirabad") signs in on a phone, takes a
// ready delivery order, picks it up; while it is on the way the phone's position (the browser's
// geolocation, granted) goes to the server, and the customer's tracker shows the courier on the
// map with the minutes left, following as the courier moves; delivered, the map goes.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restaurants } from "../server/db/seed/restaurants";
import { DESKTOP, launchBrowser, openPage, PHONE } from "./support/browser";
import { addStaff, type Customer, customer, signInToConsole, tracked } from "./support/ops";
import { clockEnv } from "./support/clock";
import { DIST, E2E_OPERATOR_TOKEN, type RunningServer, startServer } from "./support/server";
import { DEV_BOT_TOKEN, installTelegramMock, launchHash, signInitData, telegramEvents } from "./support/telegram";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const COURIER = "+998907770401";
const mirabad = restaurants.find((r) => r.id === "mirabad");
if (!mirabad) throw new Error("the demo chain has no Mirabad");
/** The customer's door: the restaurant's own point, inside its zone. */
const HOME = { latitude: mirabad.latitude, longitude: mirabad.longitude };
/** The courier's phone at first: about 2.5 km north of the door. */
const AWAY = { latitude: HOME.latitude + 0.022, longitude: HOME.longitude };
let browser: Browser;

const asToken = (path: string, method: string, body?: unknown, at = baseUrl) =>
  fetch(`${at}/api/operator${path}`, {
    method,
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let manager: string;
beforeAll(async () => {
  browser = await launchBrowser();
  manager = await addStaff(baseUrl, { name: "Roads manager", role: "manager", restaurantId: "mirabad" });
  expect((await asToken("/staff", "POST", { phone: COURIER, name: "Rustam", role: "courier", restaurantId: "mirabad" })).status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

async function placeDelivery(who: Customer, at = baseUrl): Promise<number> {
  const res = await fetch(`${at}/api/delivery/Create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${who.bearer}`, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      orderTypeId: 0,
      restaurantId: "mirabad",
      address: { ...HOME, address: "Nukus ko‘chasi", house: "7", entrance: "2", floor: "3", apartment: "12", doorCode: "12K" },
      slot: null,
      products: [{ id: "cheese-sticks", count: 2, modifiers: [] }],
      name: "Dilnoza",
      phone: "+998 90 123 45 67",
      paymentType: "cash",
      comment: "",
      language: 3,
    }),
  });
  const data = (await res.json()) as { orderId?: number };
  if (res.status !== 201 || !data.orderId) throw new Error(`POST /api/delivery/Create answered ${res.status}: ${JSON.stringify(data)}`);
  return data.orderId;
}

describe("the courier screen and the customer's map", () => {
  it("a courier takes an order and the customer's tracker follows them to the door", async () => {
    const buyer = await customer(baseUrl, serverLog, "+998907770402");
    const id = await placeDelivery(buyer);
    for (let i = 0; i < 3; i++) expect((await asToken(`/orders/${id}/advance`, "POST")).status).toBe(200);

    const road = await openPage(browser, { ...PHONE, locale: "en-US", permissions: ["geolocation"], geolocation: AWAY });
    const phone = road.page;
    await phone.goto(`${baseUrl}/en/ops/courier`);
    await signInToConsole(phone, serverLog, COURIER);
    const card = phone.getByTestId(`courier-order-${id}`);
    await card.waitFor();
    await card.getByText("entrance 2, floor 3, apt. 12, door code 12K").waitFor();
    await card.getByText(/Collect .* in cash/).waitFor();
    await card.getByRole("button", { name: "Take" }).click();
    await card.getByText("Courier: Rustam").waitFor();
    await phone.screenshot({ path: "docs/screenshots/ops-courier-390.png" });
    await card.getByRole("button", { name: "Picked up" }).click();
    await card.getByRole("button", { name: "Delivered" }).waitFor();
    expect((await tracked(baseUrl, buyer, id)).statusCode).toBe(4);
    await phone.getByTestId("position-sharing").and(phone.locator('[data-state="sharing"]')).waitFor();

    // The customer's tracker, signed in as the buyer.
    const home = await openPage(browser, { ...PHONE, locale: "en-US" });
    const [name, value] = buyer.cookie.split("=");
    await home.context.addCookies([{ name, value, url: baseUrl }]);
    await home.page.goto(`${baseUrl}/en/tracker/${id}`);
    const eta = home.page.getByTestId("courier-eta");
    await eta.waitFor();
    const far = Number(/About (\d+) min away/.exec((await eta.textContent()) ?? "")?.[1]);
    expect(far).toBeGreaterThan(3);
    await home.page.getByTestId("courier-map").locator(".leaflet-marker-icon").first().waitFor();

    await home.page.screenshot({ path: "docs/screenshots/tracker-courier-390.png" });

    // The courier reaches the door: the tracker follows (the phone reports every 15 s, the tracker asks every 10 s).
    await road.context.setGeolocation(HOME);
    await eta.filter({ hasText: "About 1 min away" }).waitFor({ timeout: 60_000 });

    await card.getByRole("button", { name: "Delivered" }).click();
    await card.waitFor({ state: "detached" });
    expect((await tracked(baseUrl, buyer, id)).statusCode).toBe(201);
    await home.page.getByTestId("courier-map").waitFor({ state: "detached", timeout: 30_000 });
    const served = await fetch(`${baseUrl}/api/orders/${id}/courier`, { headers: { Authorization: `Bearer ${buyer.bearer}` } });
    expect(served.status).toBe(404);
    await road.context.close();
    await home.context.close();
  });

  it("a manager sees the restaurant's road and gives an order to a courier", async () => {
    const buyer = await customer(baseUrl, serverLog, "+998907770403");
    const id = await placeDelivery(buyer);
    for (let i = 0; i < 3; i++) expect((await asToken(`/orders/${id}/advance`, "POST")).status).toBe(200);
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/courier`);
    await signInToConsole(page, serverLog, manager);
    const card = page.getByTestId(`courier-order-${id}`);
    await card.getByText("No courier yet").waitFor();
    await page.screenshot({ path: "docs/screenshots/ops-courier-1280.png" });
    await card.locator("select").selectOption({ label: "Rustam" });
    await card.getByText("Courier: Rustam").waitFor();
    const list = (await (await asToken("/courier?restaurantId=mirabad", "GET")).json()) as {
      orders: { orderId: number; courier: { name: string } | null }[];
    };
    expect(list.orders.find((o) => o.orderId === id)?.courier?.name).toBe("Rustam");
    await context.close();
  });
});

describe("the courier in the mini-app", () => {
  let server: RunningServer;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), "dist-courier-telegram-"));
    fs.cpSync(DIST, dist, { recursive: true });
    server = await startServer({ ...clockEnv(inject("clockOffset")), DIST_DIR: dist, TELEGRAM_BOT_TOKEN: DEV_BOT_TOKEN });
    const added = await asToken("/staff", "POST", { name: "Bobur", role: "courier", restaurantId: "mirabad", tgId: 7401 }, server.baseUrl);
    expect(added.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends the position Telegram's location manager gives", async () => {
    const buyer = await customer(server.baseUrl, server.logFile, "+998907770404");
    const id = await placeDelivery(buyer, server.baseUrl);
    for (let i = 0; i < 3; i++) expect((await asToken(`/orders/${id}/advance`, "POST", undefined, server.baseUrl)).status).toBe(200);

    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await installTelegramMock(page);
    // Telegram's side of the location manager: available, access granted, the phone at AWAY.
    await page.addInitScript((point) => {
      const proxy = (window as unknown as { TelegramWebviewProxy: { postEvent: (type: string, json?: string) => void } })
        .TelegramWebviewProxy;
      const post = proxy.postEvent.bind(proxy);
      const answer = (type: string, data: unknown) =>
        setTimeout(
          () =>
            (
              window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }
            ).Telegram.WebView.receiveEvent(type, data),
          5,
        );
      proxy.postEvent = (type, json) => {
        post(type, json);
        if (type === "web_app_check_location")
          answer("location_checked", { available: true, access_requested: true, access_granted: true });
        if (type === "web_app_request_location") answer("location_requested", { available: true, ...point, horizontal_accuracy: 12 });
      };
    }, AWAY);
    const initData = signInitData({ id: 7401, first_name: "Bobur", language_code: "en" });
    await page.goto(`${server.baseUrl}/en/ops/courier${launchHash(initData)}`);
    const card = page.getByTestId(`courier-order-${id}`);
    await card.getByRole("button", { name: "Take" }).click();
    await card.getByRole("button", { name: "Picked up" }).click();
    await page.getByTestId("position-sharing").and(page.locator('[data-state="sharing"]')).waitFor();
    expect((await telegramEvents(page, "web_app_request_location")).length).toBeGreaterThan(0);
    // The browser's geolocation was never asked: no permission was granted to this page.
    const seen = await fetch(`${server.baseUrl}/api/orders/${id}/courier`, { headers: { Authorization: `Bearer ${buyer.bearer}` } });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ latitude: AWAY.latitude, longitude: AWAY.longitude });
    await context.close();
  });
});
