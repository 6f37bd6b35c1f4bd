// A blocked customer places no new order (422 customer_blocked): on the web, in Telegram, by phone
// for their phone, nor through another account with their phone; a retry of an order placed before
// the block still answers that order; unblocked, they order again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTHER } from "../orders-test-kit";
import { type CustomersKit, customersKit } from "./customers-test-kit";

let k: CustomersKit;
beforeAll(async () => {
  k = await customersKit();
});
afterAll(() => k.t.close());

const block = async (customerId: string, blocked: boolean) => {
  const res = await k.call(`/customers/${customerId}`, "admin", {
    method: "PATCH",
    body: blocked ? { blocked, blockedReason: "Fake orders" } : { blocked },
  });
  expect(res.status).toBe(200);
};
const refused = { status: 422, code: "customer_blocked", error: expect.stringContaining("not accepted") };

describe("a blocked customer", () => {
  it("on the web: refused, the retry of an earlier order still answered, another account with their phone refused; unblocked, allowed", async () => {
    const aziza = await k.webCustomer("+998901220001", "Aziza");
    const before = await aziza.place(OTHER, { key: "before-block" });
    expect(before.status).toBe(201);
    await block(aziza.customerId, true);

    expect(await aziza.place()).toMatchObject(refused);
    // The same order again (same key, same body): the one placed before the block.
    expect(await aziza.place(OTHER, { key: "before-block" })).toMatchObject({ status: 201, orderId: before.orderId });
    // Her phone, typed by someone else's account, and an order by phone for it.
    const friend = await k.webCustomer("+998901220002", "Friend");
    expect(await friend.place(undefined, { phone: "+998901220001" })).toMatchObject(refused);
    expect(await k.phoneOrder("+998901220001")).toMatchObject({ status: 422, code: "customer_blocked" });
    // The friend's own phone is not blocked.
    expect((await friend.place()).status).toBe(201);

    await block(aziza.customerId, false);
    expect((await aziza.place()).status).toBe(201);
    expect((await k.phoneOrder("+998901220001")).status).toBe(201);
  });

  it("in Telegram: refused, then allowed once unblocked", async () => {
    const dilnoza = await k.telegramCustomer(7101, "Dilnoza", "+998935550101");
    expect((await dilnoza.place()).status).toBe(201);
    await block(dilnoza.customerId, true);
    expect(await dilnoza.place()).toMatchObject(refused);
    await block(dilnoza.customerId, false);
    expect((await dilnoza.place()).status).toBe(201);
  });
});
