// The checkout form as a customer fills it on a phone, in Russian: the phone field takes a number
// typed or pasted in any usual spelling (in the sign-in sheet and at checkout), the house is its own
// required field prefilled from the address the geocoder named, right after signing in the phone
// field holds that number, a reload keeps everything typed, and the placed order carries the house
// in its address line, names an unnamed profile and leaves the flat on the saved address.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, stopList } from "../server/db/seed/menu";
import { PHONE, launchBrowser, openPage } from "./support/browser";
import { businessNow } from "./support/clock";
import { startingWith } from "./support/menu";
import { codeFromLog } from "./support/sign-in";
import { orderableLocation } from "./support/telegram";
import { say, text } from "./support/text";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
const cart = {
  version: 1,
  lines: [{ id: 1, amount: 2, cartProdId: plain.id, modifiers: [], name: plain.name.ru, imageUrl: "", price: plain.price }],
};

/** Every usual way of giving the same number, and how the field must show it. */
const SHOWN = "+998 90 111 22 33";
const TYPED = ["998901112233", "+998901112233", "8901112233", "901112233"];
const PASTED = ["+998 (90) 111-22-33", "998 90 111 22 33", "8 90 111 22 33", "90 111 22 33"];

async function expectEveryDigitSpelling(field: Locator) {
  for (const digits of TYPED) {
    await field.fill("");
    await field.pressSequentially(digits);
    expect(await field.inputValue(), `typed ${digits} key by key`).toBe(SHOWN);
  }
  for (const pasted of PASTED) {
    await field.fill("");
    await field.fill(pasted);
    expect(await field.inputValue(), `pasted ${pasted}`).toBe(SHOWN);
  }
}

/** A saved address exactly as the where-to sheet keeps it after GET /api/address named the point. */
async function savedAddressOf(point: [number, number]) {
  const res = await fetch(`${baseUrl}/api/address?latitude=${point[1]}&longitude=${point[0]}&Language=2`);
  const name = (await res.json()) as { address: string; street: string; house?: string };
  expect(name, "the gazetteer knows the house at Mirabad's point").toMatchObject({ street: "улица Шахрисабз", house: "16" });
  return {
    id: "a1",
    coordinates: point,
    title: name.street,
    address: name.address,
    iconSrc: "pin",
    street: name.street,
    house: name.house,
  };
}

function orderDetail(page: Page, orderId: string): Promise<{ address: { address: string; house: string; apartment: string } }> {
  return page.evaluate(async (id) => {
    const { token } = await (await fetch("/api/token")).json();
    return (await fetch(`/api/delivery/Get?orderId=${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  }, orderId);
}

describe("the checkout form (ru, phone)", () => {
  it("takes the phone in any spelling, asks for the house, keeps the form over a reload, and the order carries the house", async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    const location = orderableLocation();
    const saved = await savedAddressOf([location.Longitude, location.Latitude]);
    await page.addInitScript(
      ([loc, basket, address]) => {
        if (sessionStorage.getItem("seeded")) return;
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("location", JSON.stringify(loc));
        localStorage.setItem("delivery", "0");
        localStorage.setItem("cart", JSON.stringify(basket));
        localStorage.setItem("addresses", JSON.stringify([address]));
      },
      [location, cart, saved] as const,
    );
    await page.goto(`${baseUrl}/order`);

    // The sign-in sheet opens by itself: its phone field takes every spelling of the number.
    const sheet = page.getByRole("dialog");
    const sheetPhone = sheet.getByLabel(say("ru", "Phone number"), { exact: true });
    await expectEveryDigitSpelling(sheetPhone);
    const phone = "+998907770031";
    await sheetPhone.fill("");
    await sheetPhone.pressSequentially(phone.slice(1));
    expect(await sheetPhone.inputValue()).toBe("+998 90 777 00 31");
    await sheet.getByRole("button", { name: say("ru", "Get the code"), exact: true }).click();
    await sheet.getByLabel(say("ru", "Code"), { exact: true }).fill(await codeFromLog(serverLog, phone));
    await sheet.waitFor({ state: "detached" });

    // Right after signing in, the phone field holds the number just confirmed; the street and the
    // house are the geocoder's.
    const field = (label: string) => page.getByLabel(say("ru", label), { exact: true });
    await field("Street").waitFor();
    expect(await field("Phone").inputValue()).toBe("+998 90 777 00 31");
    expect(await field("Street").inputValue()).toBe("улица Шахрисабз");
    expect(await field("House").inputValue()).toBe("16");
    expect(await field("House").getAttribute("required")).not.toBeNull();
    await expectEveryDigitSpelling(field("Phone"));

    // No house, no order: the field says so and nothing is sent.
    await field("House").fill("");
    await field("Name").fill("Азиза");
    const place = page.getByRole("button", { name: text("ru", "Place order · {total}") });
    const sent: string[] = [];
    page.on("request", (r) => r.url().includes("/api/delivery/Create") && sent.push(r.url()));
    await place.click();
    await expect.poll(() => field("House").getAttribute("aria-invalid")).toBe("true");
    await page.getByText(say("ru", "Enter the house number"), { exact: true }).waitFor();
    expect(sent).toEqual([]);

    // Everything typed survives a reload of the tab.
    await field("House").fill("16");
    await field("Apartment").fill("7");
    await field("Phone").fill("");
    await field("Phone").pressSequentially("998907770031");
    if (!(await field("Time").isVisible())) await page.getByRole("radio", { name: startingWith(say("ru", "At a time")) }).check();
    const slots = await field("Time")
      .getByRole("option")
      .evaluateAll((options) => (options as HTMLOptionElement[]).map((o) => o.value).filter(Boolean));
    const slot = slots.find((start) => Date.parse(start) > businessNow() + 5 * 60_000);
    expect(slot, "a slot far enough ahead").toBeTruthy();
    await field("Time").selectOption(slot as string);
    await page.getByRole("radio", { name: say("ru", "Card"), exact: true }).check();
    await page.getByRole("textbox", { name: say("ru", "Comment on the order") }).fill("Позвоните у двери");
    await page.reload();
    await field("Street").waitFor();
    expect(await field("House").inputValue()).toBe("16");
    expect(await field("Apartment").inputValue()).toBe("7");
    expect(await field("Name").inputValue()).toBe("Азиза");
    expect(await field("Phone").inputValue()).toBe("+998 90 777 00 31");
    expect(await field("Time").inputValue()).toBe(slot);
    expect(await page.getByRole("radio", { name: say("ru", "Card"), exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole("textbox", { name: say("ru", "Comment on the order") }).inputValue()).toBe("Позвоните у двери");

    // The order's address line carries the house; the unnamed profile takes the name; the saved
    // address keeps the flat for next time.
    await place.click();
    await page.waitForURL(/\/tracker\/\d+$/, { timeout: 20_000 });
    const orderId = page.url().split("/").pop() as string;
    expect((await orderDetail(page, orderId)).address).toMatchObject({ address: "улица Шахрисабз, 16", house: "16", apartment: "7" });
    await expect.poll(() => page.evaluate(async () => (await (await fetch("/api/me")).json()).name)).toBe("Азиза");
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("addresses") ?? "[]")[0]);
    expect(kept).toMatchObject({ street: "улица Шахрисабз", house: "16", apartment: "7" });
    expect(errors.filter((e) => !e.includes("status of 4"))).toEqual([]);
    await context.close();
  });
});
