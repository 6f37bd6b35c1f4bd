// A restaurant's days with other hours and its own operators' chat, edited on its card in the
// console: an admin adds a closed day and a short day, gives the restaurant a Telegram chat (a
// name instead of an id is refused, nothing saved), saves, and the storefront's list carries the days.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage } from "./support/browser";
import { addStaff, signInToConsole } from "./support/ops";
import { E2E_OPERATOR_TOKEN } from "./support/server";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const ID = "shaykhantahur";
let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await addStaff(baseUrl, { name: "Hours admin", role: "admin" });
});
afterAll(async () => {
  // Leave the restaurant as the demo data has it.
  await fetch(`${baseUrl}/api/operator/restaurants/${ID}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ hoursExceptions: [], operatorChatId: null }),
  });
  await browser?.close();
});

interface Row {
  id: string;
  hoursExceptions: { date: string; opensAt: string | null; closesAt: string | null }[];
  operatorChatId: number | null;
}
const restaurant = async (): Promise<Row | undefined> => {
  const res = await fetch(`${baseUrl}/api/operator/restaurants`, { headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } });
  return ((await res.json()) as Row[]).find((r) => r.id === ID);
};

describe("a restaurant's hours exceptions and chat in the console", () => {
  it("an admin adds a closed day and a short day and the restaurant's chat; the storefront gets the days", async () => {
    const { page, context } = await openPage(browser, { ...DESKTOP, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops/restaurants`);
    await signInToConsole(page, serverLog, admin);
    const form = page.locator(`form[data-restaurant="${ID}"]`);
    await form.waitFor();

    await form.getByRole("button", { name: "Add a day" }).click();
    await form.getByLabel("Day", { exact: true }).first().fill("2027-06-01");
    await form.getByRole("button", { name: "Add a day" }).click();
    await form.getByLabel("Day", { exact: true }).nth(1).fill("2027-06-02");
    // A new day is closed all day; the second one gets hours instead.
    await form
      .getByRole("switch", { name: "Closed all day" })
      .or(form.getByRole("checkbox", { name: "Closed all day" }))
      .nth(1)
      .click({ force: true });
    await form.getByLabel("Closes on 2027-06-02").fill("16:00");

    const chat = form.getByLabel("Operators' Telegram chat id");
    await chat.fill("@our_kitchen");
    await form.getByRole("button", { name: "Save" }).click();
    await form.getByText("must be a Telegram chat id").first().waitFor();
    expect((await restaurant())?.hoursExceptions).toEqual([]);

    await chat.fill("-1009876543210");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await restaurant())?.operatorChatId).toBe(-1009876543210);
    expect((await restaurant())?.hoursExceptions).toEqual([
      { date: "2027-06-01", opensAt: null, closesAt: null },
      { date: "2027-06-02", opensAt: "10:00", closesAt: "16:00" },
    ]);
    await page.getByText(/saved$/).waitFor({ state: "hidden" });
    await form.screenshot({ path: "docs/screenshots/ops-restaurant-hours-1280.png" });

    const list = (await (await fetch(`${baseUrl}/api/restaurants/List?Language=3`)).json()) as Row[];
    expect(list.find((r) => r.id === ID)?.hoursExceptions).toHaveLength(2);
    await context.close();
  });
});
