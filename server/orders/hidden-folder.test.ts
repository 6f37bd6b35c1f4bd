// A product of a hidden folder is neither shown nor sold: orders refuse it at once after the
// folder is hidden through this process (the catalog's cache is cleared by menuChanged).
import { afterAll, beforeAll, expect, it } from "vitest";
import { products, stopList } from "../db/seed/menu";
import { restaurants } from "../db/seed/restaurants";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let customer: Awaited<ReturnType<typeof t.signIn>>;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: "op-secret" });
  customer = await t.signIn("+998901000055");
});
afterAll(() => t.close());

const mirabad = restaurants.find((r) => r.id === "mirabad")!;
const plain = products.find((p) => p.modifiers.length === 0 && !stopList.some((s) => s.productId === p.id))!;
let n = 0;
const place = () =>
  t.app.request("/api/delivery/Create", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `hidden-${++n}`, ...customer.auth },
    body: JSON.stringify({
      orderTypeId: 200,
      restaurantId: mirabad.id,
      address: null,
      products: [{ id: plain.id, count: 1, modifiers: [] }],
      name: "C",
      phone: "+998901000055",
      paymentType: "card",
    }),
  });

it("refuses a product of a folder staff hid, and sells it again once shown", async () => {
  expect((await place()).status).toBe(201);
  const hide = (isVisible: boolean) =>
    t.app.request(`/api/operator/folders/${plain.folderId}`, {
      method: "PATCH",
      headers: { Authorization: "Bearer op-secret", "Content-Type": "application/json" },
      body: JSON.stringify({ isVisible }),
    });
  expect((await hide(false)).status).toBe(204);
  const refused = await place();
  expect(refused.status).toBe(422);
  expect((await hide(true)).status).toBe(204);
  expect((await place()).status).toBe(201);
});
