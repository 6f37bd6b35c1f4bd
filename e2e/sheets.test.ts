// Back over a sheet: the browser's (and Android's) Back closes the open sheet first and stays on the
// page; a sheet closed by its own button leaves no extra step behind; Forward, a reload and the
// menu's folder hash do not bring stale sheets back.
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { folders, products } from "../server/db/seed/menu";
import { DESKTOP, PHONE, launchBrowser, openPage, waitForMenu } from "./support/browser";
import { locationButton, locationSheet } from "./support/location";
import { cartButton, cartSheet, productCard, productSheet } from "./support/menu";
import { say } from "./support/text";
import { nextFrames } from "./support/waits";

const baseUrl = inject("baseUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const first = products.find((p) => p.folderId === folders[0].id)!;
const openDialogs = (page: Page) => page.locator("dialog[open]").count();
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

/** The contacts page, then the English menu: Back from the menu leads to the contacts. */
async function menuAfterContacts(device: BrowserContextOptions, hash = "") {
  const opened = await openPage(browser, device);
  await opened.page.goto(`${baseUrl}/en/contacts`);
  await opened.page.goto(`${baseUrl}/en${hash}`);
  await waitForMenu(opened.page);
  return opened;
}

async function openProduct(page: Page) {
  await productCard(page, "en", first).getByRole("button", { name: first.name.en, exact: true }).click();
  await productSheet(page, "en", first).waitFor();
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as [string, BrowserContextOptions][])("Back over a sheet (%s)", (_size, device) => {
  it("Back closes the product sheet, then the cart, and only then leaves the menu", async () => {
    const { page, context, errors } = await menuAfterContacts(device);
    await openProduct(page);
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe("/en");

    await cartButton(page, "en").click();
    await cartSheet(page, "en").waitFor();
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe("/en");

    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/contacts`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a sheet closed by its button or Escape leaves no extra Back behind", async () => {
    const { page, context } = await menuAfterContacts(device);
    await openProduct(page);
    await productSheet(page, "en", first)
      .getByRole("button", { name: say("en", "Close") })
      .click();
    await expect.poll(() => openDialogs(page)).toBe(0);
    await cartButton(page, "en").click();
    await cartSheet(page, "en").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => openDialogs(page)).toBe(0);
    // The sheets' steps are gone again: one Back leaves the menu.
    await expect.poll(() => page.evaluate(() => history.state?.sheet ?? 0)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/contacts`);
    await context.close();
  });

  it("the where-to sheet closes on Back too", async () => {
    const { page, context } = await menuAfterContacts(device);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await locationButton(page).click();
    await locationSheet(page).waitFor();
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe("/en");
    await context.close();
  });

  it("the sign-in sheet closes on Back and the profile page stays", async () => {
    const { page, context } = await openPage(browser, device);
    await page.goto(`${baseUrl}/en/contacts`);
    await page.goto(`${baseUrl}/en/profile`);
    // The profile asks a visitor to sign in at once.
    await page.getByRole("dialog", { name: say("en", "Sign in") }).waitFor();
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe("/en/profile");
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/contacts`);
    await context.close();
  });

  it("Forward after Back does not reopen a stale sheet, and the page keeps working", async () => {
    const { page, context, errors } = await menuAfterContacts(device);
    await openProduct(page);
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    await page.goForward();
    // Nothing opens: given the page time and frames to draw it (a busy machine can spend 200 ms
    // without drawing one).
    await Promise.all([page.waitForTimeout(200), nextFrames(page)]);
    expect(await openDialogs(page)).toBe(0);
    await openProduct(page);
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe("/en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a reload with a sheet open starts with none, and Back still closes the next one", async () => {
    const { page, context, errors } = await menuAfterContacts(device);
    await cartButton(page, "en").click();
    await cartSheet(page, "en").waitFor();
    await page.reload();
    await waitForMenu(page);
    expect(await openDialogs(page)).toBe(0);
    await openProduct(page);
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe("/en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("over a folder deep link, Back closes the sheet and keeps the folder in the address", async () => {
    const { page, context } = await menuAfterContacts(device, `#${folders[0].id}`);
    await openProduct(page);
    await page.goBack();
    await expect.poll(() => openDialogs(page)).toBe(0);
    expect(path(page)).toBe(`/en#${folders[0].id}`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/contacts`);
    await context.close();
  });

  it("checkout from the cart, then Back, lands on the menu without the cart", async () => {
    const { page, context } = await menuAfterContacts(device);
    await openProduct(page);
    await productSheet(page, "en", first)
      .getByRole("button", { name: /^Add to cart/ })
      .click();
    await expect.poll(() => openDialogs(page)).toBe(0);
    await cartButton(page, "en").click();
    await cartSheet(page, "en")
      .getByRole("button", { name: say("en", "Checkout") })
      .click();
    await page.waitForURL(/\/en\/order/);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en`);
    // Nothing opens: given the page time and frames to draw it (a busy machine can spend 200 ms
    // without drawing one).
    await Promise.all([page.waitForTimeout(200), nextFrames(page)]);
    expect(await openDialogs(page)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/contacts`);
    await context.close();
  });
});
