// The operators' chat reads a builder order whole (issue 25): each line's size and dough, both
// halves, the modifiers and what is left out, and the change, contactless and cutlery asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BotTestApp, botTestApp, OPERATORS } from "./test/harness";

let t: BotTestApp;
beforeAll(async () => {
  t = await botTestApp();
});
afterAll(() => t.close());

describe("the operators' message of a builder order", () => {
  it("names the variant, both halves, the extras, the left-out ingredients and the delivery details, in Russian", async () => {
    const customer = await t.telegramCustomer(7301);
    const id = await t.placeOrder(customer, {
      products: [
        {
          id: "margherita",
          count: 1,
          variantId: "30/thin",
          removed: ["basil"],
          modifiers: [{ id: "margherita:extra-mozzarella", count: 2 }],
        },
        { id: "pepperoni", count: 2, variantId: "35/traditional", half: { id: "four-cheese", removed: ["parmesan"] } },
      ],
      changeFrom: 500000,
      contactless: true,
      cutlery: 2,
    });
    await t.service.outbox.runOnce();
    const [message] = t.fake.of("sendMessage").filter((c) => c.params.chat_id === OPERATORS);
    const text = String(message?.params.text);
    expect(text).toContain(`№${id}`);
    expect(text).toMatch(/^1 × Маргарита, 30 см, тонкое \(Двойная моцарелла ×2; без свежий базилик\) — /m);
    expect(text).toMatch(/^2 × ½ Пепперони \+ ½ Четыре сыра, 35 см, традиционное \(½ Четыре сыра: без пармезан\) — /m);
    expect(text).toMatch(/^Сдача с 500\u00a0000\u00a0сум$/m);
    expect(text).toContain("\nБесконтактно: оставить у двери\n");
    expect(text).toContain("\nПриборы: 2");
  });

  it("says nothing of change, contactless or cutlery when the customer asked none", async () => {
    t.fake.clear();
    const customer = await t.telegramCustomer(7302);
    await t.placeOrder(customer);
    await t.service.outbox.runOnce();
    const [message] = t.fake.of("sendMessage").filter((c) => c.params.chat_id === OPERATORS);
    expect(String(message?.params.text)).not.toMatch(/Сдача|Бесконтактно|Приборы/);
  });
});
