// Counted things in the console read right in each language, from the real catalogues: English said
// "1 orders" in the customers list.
import { i18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../domain/locales";
import { customersCount, ordersCount, pointsCount, usedTimes } from "./count-words";

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  ru: () => import("../../../locales/ru/ops.po"),
  en: () => import("../../../locales/en/ops.po"),
  uz: () => import("../../../locales/uz/ops.po"),
};

async function use(locale: Locale) {
  i18n.load(locale, (await catalogues[locale]()).messages);
  i18n.activate(locale);
}

const NBSP = "\u00a0";

describe("console counts with plural forms", () => {
  it("in English: one order, two orders", async () => {
    await use("en");
    expect(ordersCount(1)).toBe("1 order");
    expect(ordersCount(2)).toBe("2 orders");
    expect(pointsCount(1, "en")).toBe("1 point");
    expect(pointsCount(12_500, "en")).toBe("12,500 points");
    expect(customersCount(1)).toBe("1 customer");
    expect(usedTimes(1)).toBe("Used 1 time");
    expect(usedTimes(3)).toBe("Used 3 times");
  });

  it("in Russian: заказ, заказа, заказов", async () => {
    await use("ru");
    expect([1, 2, 5, 21].map(ordersCount)).toEqual(["1 заказ", "2 заказа", "5 заказов", "21 заказ"]);
    expect(pointsCount(12_500, "ru")).toBe(`12${NBSP}500 баллов`);
    expect(pointsCount(0, "ru")).toBe("0 баллов");
    expect(customersCount(3)).toBe("3 покупателя");
    expect(usedTimes(2)).toBe("Использован 2 раза");
  });

  it("in Uzbek: the noun stays singular after a number", async () => {
    await use("uz");
    expect(ordersCount(1)).toBe("1 ta buyurtma");
    expect(ordersCount(7)).toBe("7 ta buyurtma");
    expect(pointsCount(3, "uz")).toBe("3 ball");
    expect(usedTimes(4)).toBe("4 marta ishlatilgan");
  });
});
