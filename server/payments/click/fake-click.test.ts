// The fake Click's pay page, driven as a payer's browser would (GET the page, press Pay or Cancel,
// follow the redirect): Pay runs Prepare → Complete and the order is paid; Cancel runs a failed
// Complete and the order still waits; a link that is not ours is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickPayUrl } from "./pay-url";
import { CLICK, type ClickTestApp, clickTestApp } from "./test/harness";

let t: ClickTestApp;
beforeAll(async () => {
  t = await clickTestApp({ CLICK_FISCAL_URL: "" });
});
afterAll(() => t.close());

const RETURN = "https://pizza.example/orders/";

/** Opens the order's pay link and presses `button`; gives where the fake sent the browser. */
async function press(orderId: number, total: number, button: "pay" | "cancel") {
  const url = clickPayUrl({ ...CLICK, payUrl: t.click.payUrl }, { orderId, amount: total, returnUrl: `${RETURN}${orderId}` });
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(">Pay</button>");
  expect(html).toContain(">Cancel</button>");
  const form = new URLSearchParams(
    [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [
      m[1],
      m[2].replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))),
    ]),
  );
  form.set("choice", button);
  const action = new URL(/action="([^"]+)"/.exec(html)?.[1] ?? "", t.click.url);
  const res = await fetch(action, { method: "POST", body: form, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location") };
}

describe("the fake Click's pay page", () => {
  it("Pay: Prepare then Complete, the order paid, back to return_url", async () => {
    const order = await t.placeClickOrder();
    expect(await press(order.orderId, order.total, "pay")).toEqual({ status: 303, location: `${RETURN}${order.orderId}` });
    const run = t.click.paid.at(-1);
    expect(run).toMatchObject({ orderId: String(order.orderId), prepare: { error: 0 }, complete: { error: 0 } });
    expect((await t.orderRow(order.orderId)).paidAt).not.toBeNull();
    expect((await t.paymentRows(order.orderId)).map((p) => [p.state, p.providerChargeId])).toEqual([["performed", String(run?.paydocId)]]);
  });

  it("Cancel: a failed Complete (-5017) is answered -9, the order still waits, and paying again works", async () => {
    const order = await t.placeClickOrder();
    expect((await press(order.orderId, order.total, "cancel")).status).toBe(303);
    expect(t.click.paid.at(-1)).toMatchObject({ prepare: { error: 0 }, complete: { error: -9 } });
    expect((await t.orderRow(order.orderId)).paidAt).toBeNull();
    expect((await press(order.orderId, order.total, "pay")).status).toBe(303);
    expect((await t.paymentRows(order.orderId)).map((p) => p.state)).toEqual(["cancelled", "performed"]);
  });

  it("shows Click's refusal for an order that cannot be paid, and refuses a link for another merchant", async () => {
    const order = await t.placeClickOrder();
    await press(order.orderId, order.total, "pay");
    const again = await press(order.orderId, order.total, "pay");
    expect(again.status).toBe(200);
    expect(t.click.paid.at(-1)).toMatchObject({ prepare: { error: -4 }, complete: null });
    const foreign = clickPayUrl(
      { ...CLICK, merchantId: "1", payUrl: t.click.payUrl },
      { orderId: order.orderId, amount: 1, returnUrl: RETURN },
    );
    expect((await fetch(foreign)).status).toBe(400);
  });
});
