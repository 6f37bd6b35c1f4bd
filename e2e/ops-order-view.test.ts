// The console's order view (issue 24, "Orders" and its defects): a delivery order opens in one
// dialog named by its number (not a dialog inside a dialog), with its restaurant, the full address
// with the house once, the entrance, floor, apartment, door code, the address's comment and the
// order's comment.
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, PHONE } from "./support/browser";
import { addStaff, type Customer, customer, signInToConsole } from "./support/ops";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await addStaff(baseUrl, { name: "Order view admin", role: "admin" });
});
afterAll(async () => {
  await browser?.close();
});

/** A delivery at the Mirabad restaurant's own point (inside its zone), every address detail filled. */
async function placeDelivery(who: Customer): Promise<number> {
  const res = await fetch(`${baseUrl}/api/delivery/Create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${who.bearer}`, "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      orderTypeId: 0,
      restaurantId: "mirabad",
      address: {
        longitude: 69.281,
        latitude: 41.303,
        address: "Shahrisabz ko‘chasi",
        house: "16",
        entrance: "2",
        floor: "5",
        apartment: "17",
        doorCode: "4321",
        comment: "Blue gate",
      },
      slot: null,
      products: [{ id: "cheese-sticks", count: 4, modifiers: [] }],
      name: "Dilnoza",
      phone: "+998 90 123 45 67",
      paymentType: "cash",
      comment: "Call on arrival",
      language: 3,
    }),
  });
  const data = (await res.json()) as { orderId?: number };
  if (res.status !== 201 || !data.orderId) throw new Error(`POST /api/delivery/Create answered ${res.status}: ${JSON.stringify(data)}`);
  return data.orderId;
}

describe("the console's order view", () => {
  it("shows a delivery in one dialog: its restaurant, the address with the house once and every detail", async () => {
    const { page, context } = await openPage(browser, { ...PHONE, locale: "en-US" });
    await page.goto(`${baseUrl}/en/ops`);
    await signInToConsole(page, serverLog, admin);
    const buyer = await customer(baseUrl, serverLog, "+998907770111");
    const orderId = await placeDelivery(buyer);
    await page.locator(`[data-order="${orderId}"]`).click();

    const dialog = page.getByRole("dialog", { name: `Order No. ${orderId}` });
    await dialog.getByText("Mozzarella Sticks").first().waitFor();
    // One dialog, not the list inside it playing a second one.
    expect(await page.getByRole("dialog").count()).toBe(1);
    expect(await dialog.getByRole("dialog").count()).toBe(0);

    const address = dialog.getByTestId("order-address");
    const text = (await address.textContent()) ?? "";
    expect(text).toContain("Shahrisabz ko‘chasi, 16");
    expect(text.match(/16/g)).toHaveLength(1);
    expect(text).toContain("Lazzat Pizza Mirabad");
    for (const detail of ["entrance 2", "floor 5", "apt. 17", "door code 4321", "Blue gate", "Call on arrival"])
      await dialog.getByText(detail).first().waitFor();
    await context.close();
  });
});
