// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { describe, expect, it } from "vitest";
import { localeAtom } from "../i18n/locale-atom";
import { RestaurantFacts, type RestaurantFactsData } from "./restaurant-facts";
import { clockAt, englishWithClock } from "./test/english-at";

function facts(restaurant: RestaurantFactsData) {
  const store = createStore();
  store.set(localeAtom, "en");
  const { container } = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RestaurantFacts restaurant={restaurant} />
      </I18nProvider>
    </Provider>,
  );
  return [...container.querySelectorAll(".restaurant-facts > div")].map(
    (row) => `${row.querySelector("dt")?.textContent}: ${row.querySelector("dd")?.textContent}`,
  );
}

const base = { opensAt: "10:00", closesAt: "23:00", priceOfDelivery: 10_000, deliveryDuration: 40 };

englishWithClock();

describe("a restaurant's hours on the map and in the pickup list", () => {
  it("show the regular hours on an ordinary day", () => {
    clockAt("2026-11-21T12:00:00+05:00");
    expect(facts({ ...base, exceptions: [{ date: "2026-12-31", opensAt: null, closesAt: null }] })[0]).toMatch(/^Hours: 10:00.23:00$/);
  });

  it("show today's exception: other hours or closed today", () => {
    clockAt("2026-12-31T09:00:00+05:00");
    expect(facts({ ...base, exceptions: [{ date: "2026-12-31", opensAt: "12:00", closesAt: "16:00" }] })[0]).toMatch(
      /^Hours: Today 12:00.16:00$/,
    );
    expect(facts({ ...base, exceptions: [{ date: "2026-12-31", opensAt: null, closesAt: null }] })[0]).toBe("Hours: Closed today");
  });

  it("say until when it is closed for a while, and nothing once that has passed", () => {
    clockAt("2026-11-21T12:00:00+05:00");
    expect(facts({ ...base, closedUntil: "2026-11-21T10:00:00.000Z" })).toContain("Closed until: 21.11.2026, 15:00");
    expect(facts({ ...base, closedUntil: "2026-11-21T06:00:00.000Z" })).toHaveLength(1);
  });
});
